import aboutPanel from '../assets/about-panel.svg';
import bannerPipeline from '../assets/banner-pipeline.svg';
import bannerRadar from '../assets/banner-radar.svg';
import bannerTopology from '../assets/banner-topology.svg';
import footprintMap from '../assets/footprint-map.svg';
import heroRings from '../assets/hero-rings.svg';
import sectors from '../assets/sectors.svg';
import serviceApplication from '../assets/service-application.svg';
import serviceInfrastructure from '../assets/service-infrastructure.svg';
import serviceIntegrated from '../assets/service-integrated.svg';
import servicePhysical from '../assets/service-physical.svg';
import type { DecorativeImageKey, DescribedImageKey } from './image-keys';
import type { ImageFile, ImageRef } from './types';

/**
 * Every image of the site. The artwork is abstract and decorative (alt ""), except where the
 * picture says something the text around it does not: those two have no alt here, and each
 * language's copy describes them. Content files name them by key (web/src/content/image-keys.ts).
 */
export const IMAGES = {
  heroRings: { src: heroRings, width: 720, height: 600, alt: '' },
  serviceApplication: { src: serviceApplication, width: 640, height: 420, alt: '' },
  serviceInfrastructure: { src: serviceInfrastructure, width: 640, height: 420, alt: '' },
  servicePhysical: { src: servicePhysical, width: 640, height: 420, alt: '' },
  serviceIntegrated: { src: serviceIntegrated, width: 640, height: 420, alt: '' },
  bannerPipeline: { src: bannerPipeline, width: 1200, height: 440, alt: '' },
  bannerTopology: { src: bannerTopology, width: 1200, height: 440, alt: '' },
  bannerRadar: { src: bannerRadar, width: 1200, height: 440, alt: '' },
  sectors: { src: sectors, width: 720, height: 560 },
  aboutPanel: { src: aboutPanel, width: 1200, height: 760, alt: '' },
  footprintMap: { src: footprintMap, width: 800, height: 520 },
} as const satisfies Record<DecorativeImageKey, ImageRef> & Record<DescribedImageKey, ImageFile>;
