import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Artwork } from '../../web/src/components/artwork/artwork';
import { DrawingContext } from '../../web/src/components/artwork/drawing-context';

const RINGS = {
  src: '/assets/rings-Ab12.svg',
  width: 720,
  height: 600,
  alt: '',
};
const SECTORS = { ...RINGS, src: '/assets/sectors-Cd34.svg', alt: 'Four sectors' };
const drawingOf = (src: string) => `<svg viewBox="0 0 720 600"><circle data-src="${src}"/></svg>`;

// These tests drive React's roots themselves, as Testing Library does for the others.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('a first view image', () => {
  it('is written into the prerendered page as its drawing, with no <img> to fetch', () => {
    const html = renderToString(
      <DrawingContext value={drawingOf}>
        <Artwork image={RINGS} firstView />
        <Artwork image={SECTORS} firstView />
      </DrawingContext>,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain(
      'aria-hidden="true"><svg viewBox="0 0 720 600"><circle data-src="/assets/rings-Ab12.svg"/>',
    );
    expect(html).toContain('role="img" aria-label="Four sectors"><svg');
  });

  it('keeps the drawing the page shows when React hydrates it, without an error', async () => {
    const page = (
      <main>
        <Artwork image={RINGS} firstView />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DrawingContext value={drawingOf}>{page}</DrawingContext>);
    document.body.append(container);
    const drawing = container.querySelector('svg');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    expect(container.querySelector('svg')).toBe(drawing);
    expect(container.querySelector('img')).toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('shows the new image when the page it hydrated on changes to one with another, and back', async () => {
    // Two service pages share one template: a client navigation between them re-renders the
    // hydrated Artwork with another image instead of mounting a new one.
    const page = (image: typeof RINGS) => (
      <main>
        <Artwork image={image} firstView />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <DrawingContext value={drawingOf}>{page(RINGS)}</DrawingContext>,
    );
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(RINGS)));
    act(() => root.render(page(SECTORS)));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(SECTORS.src);
    act(() => root.render(page(RINGS)));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(RINGS.src);
    expect(container.querySelector('span')).toBeNull();
    act(() => root.unmount());
  });

  it('refuses a server render that has no drawings to write', () => {
    const { window } = globalThis as { window?: unknown };
    // As the prerenderer runs it: no window.
    Reflect.deleteProperty(globalThis, 'window');
    try {
      expect(() => renderToString(<Artwork image={RINGS} firstView />)).toThrow(
        "/assets/rings-Ab12.svg is in a first view: a server render needs the build's drawings",
      );
    } finally {
      Object.assign(globalThis, { window });
    }
  });

  it('is fetched first, as an <img>, when a client navigation shows its page', () => {
    // A client render: no server markup to keep (a client navigation, or `npm run dev`).
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Artwork image={RINGS} firstView />));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(RINGS.src);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('svg')).toBeNull();
    act(() => root.unmount());
  });
});
