import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Starts Embla on the viewport once the viewport is shown. The library is fetched with a
 * dynamic import, so it is not part of any page's first load, and never fetched at all where
 * the carousel is hidden (wide screens show cards instead).
 */
export function useEmbla(
  viewportRef: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read once, at start.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => {
      if (viewport.clientWidth === 0) return;
      observer.disconnect();
      import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(viewport, options);
        setEmbla(api);
      });
    });
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
    };
  }, [viewportRef]);

  return embla;
}
