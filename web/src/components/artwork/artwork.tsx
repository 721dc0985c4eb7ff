import { useContext, useState, useSyncExternalStore } from 'react';
import type { ImageRef } from '../../content/types';
import styles from './artwork.module.css';
import { DrawingContext } from './drawing-context';

export interface ArtworkProps {
  readonly image: ImageRef;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  readonly lazy?: boolean;
  /**
   * In a phone's first view (the hero's drawing, the page's largest image). The prerendered
   * page carries the drawing itself, so it paints with the text and costs no request; a page
   * shown by a client navigation fetches it first (`fetchpriority="high"`).
   */
  readonly firstView?: boolean;
  readonly className?: string;
}

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates what the server wrote (React uses the
 * server snapshot for both), false for a component a client navigation mounts.
 */
function useIsServerMarkup(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/** What an empty `__html` keeps: React hydrates no children of such an element, nor rewrites them. */
const KEEP_SERVER_DRAWING = { __html: '' };

/**
 * An image with its intrinsic size, so that the layout does not shift while it loads. A first
 * view image is written into the prerendered page as its drawing, and hydration keeps the
 * drawing the page already shows: it never reaches the app's code, nor the DOM through script.
 */
export function Artwork(props: ArtworkProps) {
  // Another image is another element. The drawing the server wrote belongs to the image it drew:
  // a client navigation between two pages of one template (two service pages) keeps this
  // component mounted, and must show the new page's image, not the first page's drawing.
  return <ArtworkOf key={props.image.src} {...props} />;
}

function ArtworkOf({ image, lazy = false, firstView = false, className }: ArtworkProps) {
  const drawingOf = useContext(DrawingContext);
  const serverMarkup = useIsServerMarkup();
  // Decided once, when the component mounts: after hydration the snapshot turns false, and the
  // drawing the page shows must stay.
  const [drawn] = useState(serverMarkup && firstView);
  if (drawn) {
    if (!drawingOf && typeof window === 'undefined') {
      throw new Error(
        `${image.src} is in a first view: a server render needs the build's drawings (DrawingContext)`,
      );
    }
    const label = image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true };
    return (
      <span
        className={className ? `${styles.drawing} ${className}` : styles.drawing}
        {...label}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only the prerenderer writes markup here, the build's own SVG file checked by web/build/inline-drawing.ts; in the browser it is empty and never written (Trusted Types would refuse it).
        dangerouslySetInnerHTML={drawingOf ? { __html: drawingOf(image.src) } : KEEP_SERVER_DRAWING}
        suppressHydrationWarning
      />
    );
  }
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={firstView ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
