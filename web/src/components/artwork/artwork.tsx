import type { ImageRef } from '../../content/types';

export interface ArtworkProps {
  readonly image: ImageRef;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  readonly lazy?: boolean;
  /**
   * The page's largest image above the fold (its LCP element): fetched ahead of the scripts,
   * which otherwise share the connection with it on a slow network.
   */
  readonly priority?: boolean;
  readonly className?: string;
}

/** An `<img>` with its intrinsic size, so that the layout does not shift while it loads. */
export function Artwork({ image, lazy = false, priority = false, className }: ArtworkProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
