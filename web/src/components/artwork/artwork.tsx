import type { ImageRef } from '../../content/types';

export interface ArtworkProps {
  readonly image: ImageRef;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  readonly lazy?: boolean;
  readonly className?: string;
}

/** An `<img>` with its intrinsic size, so that the layout does not shift while it loads. */
export function Artwork({ image, lazy = false, className }: ArtworkProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
