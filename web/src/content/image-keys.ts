/**
 * The names of the site's images (web/src/content/images.ts), apart from their files so that
 * the page copy's schemas (read by the build in Node, where an `.svg` import means nothing) can
 * check an image named in a content file.
 */

/** Abstract artwork that says nothing the text around it does not: its alt text is empty. */
export const DECORATIVE_IMAGE_KEYS = [
  'heroRings',
  'serviceApplication',
  'serviceInfrastructure',
  'servicePhysical',
  'serviceIntegrated',
  'bannerPipeline',
  'bannerTopology',
  'bannerRadar',
  'aboutPanel',
] as const;

/** What the editor calls each decorative image: the files keep the key. */
export const DECORATIVE_IMAGE_LABELS: Readonly<Record<DecorativeImageKey, string>> = {
  heroRings: 'Rings (the home page’s hero)',
  serviceApplication: 'Application & API security drawing',
  serviceInfrastructure: 'Infrastructure security drawing',
  servicePhysical: 'Physical security drawing',
  serviceIntegrated: 'Integrated operations drawing',
  bannerPipeline: 'Banner: a pipeline',
  bannerTopology: 'Banner: a network map',
  bannerRadar: 'Banner: a radar',
  aboutPanel: 'Panel (the About page)',
};

/** Pictures that carry meaning: each language's copy describes them (alt text). */
export const DESCRIBED_IMAGE_KEYS = ['sectors', 'footprintMap'] as const;

export type DecorativeImageKey = (typeof DECORATIVE_IMAGE_KEYS)[number];
export type DescribedImageKey = (typeof DESCRIBED_IMAGE_KEYS)[number];
export type ImageKey = DecorativeImageKey | DescribedImageKey;
