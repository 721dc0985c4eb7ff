import { createContext } from 'react';

/**
 * The drawing (SVG markup) of a built image file, by the URL an `<img>` would fetch. Only the
 * prerenderer provides it (web/build/inline-drawing.ts), so that no drawing ships in the app's
 * JavaScript.
 */
export type DrawingOf = (src: string) => string;

export const DrawingContext = createContext<DrawingOf | undefined>(undefined);
