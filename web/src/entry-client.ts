/**
 * The page's loader. The build inlines it into every prerendered page (web/build/first-view.ts),
 * so that the first view (the HTML, with its stylesheet and the hero's drawing inline) is all
 * a phone downloads before it paints. Only then does the app's JavaScript start to download,
 * with the whole connection to itself, and hydrate the page: on a slow network ~90 KB of
 * script no longer competes with what the visitor is waiting to see (decision 0017).
 *
 * It exports nothing and imports only constants, so that its built code is self-contained: the
 * build writes it as a classic script at the end of the body, which runs before the first frame
 * (decision 0033).
 */
import { APP_MODULES_ID } from './config/app-modules';
import { BELOW_FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_PAINTED_ATTRIBUTE } from './config/first-view';
import { ICON_PLACEHOLDER } from './config/site-icons';
import { WEB_MANIFEST_PATH } from './config/web-manifest';

/** `npm run dev` serves the sources and writes no template: the app's entry is main.tsx itself. */
const DEV_SERVER_ENTRY = '/src/main.tsx';

/**
 * How long to wait for the browser to report the first paint after the load event: a hidden tab
 * paints nothing, and must still hydrate by the time it is shown.
 */
const PAINT_WAIT_LIMIT_MS = 1000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser has reported the page's largest paint (or, where it does not report
 * that, its first paint): the first view is on the screen, not just scheduled. A frame later is
 * not enough on a slow phone, whose paint can be shown well after the frame's script ran.
 */
function paintReported(): Promise<void> {
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const type = ['largest-contentful-paint', 'paint'].find((entry) => supported.includes(entry));
  return new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    if (!type) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** The load event (any eager image is in), then the paint that shows it. */
function afterFirstView(): Promise<void> {
  return loaded().then(paintReported);
}

/**
 * Starts the app: a copy of the page's `<template>` goes into the head, and the browser fetches
 * the site's whole stylesheet and the app's modules in parallel (each against its integrity). The
 * entry runs once the stylesheet is in: the first view has only the rules its own markup uses,
 * and the app may render anything else (a dialog, another page). The template's own content is
 * inert: nothing in it loads while the first view does.
 */
function startApp(): void {
  const app = document.getElementById(APP_MODULES_ID);
  if (!(app instanceof HTMLTemplateElement)) {
    import(/* @vite-ignore */ DEV_SERVER_ENTRY);
    return;
  }
  const content = document.importNode(app.content, true);
  const entry = content.querySelector('script');
  const stylesheet = content.querySelector('link[rel="stylesheet"]');
  entry?.remove();
  document.head.append(content);
  const run = () => {
    if (entry) document.head.append(entry);
  };
  if (!stylesheet) {
    run();
    return;
  }
  // Loaded or not (offline): the app runs, as it would have before.
  stylesheet.addEventListener('load', run, { once: true });
  stylesheet.addEventListener('error', run, { once: true });
}

/**
 * A form sent before React handles it would reload the page and lose what the visitor typed.
 * React's handlers always cancel the browser's own submit; a submit nobody cancelled is held,
 * and sent again when its form tells that React now handles it (its `useEffect`).
 */
let heldForm: HTMLFormElement | undefined;
window.addEventListener('submit', (event) => {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  heldForm = event.target;
});
window.addEventListener(import.meta.env.VITE_FORM_READY_EVENT, (event) => {
  if (!heldForm || event.target !== heldForm) return;
  const form = heldForm;
  heldForm = undefined;
  form.requestSubmit();
});

/** A part of the page the build held back from the first frame (web/build/below-first-view.ts). */
const HELD = `[${BELOW_FIRST_VIEW_ATTRIBUTE}]`;

/**
 * Puts a held part back where it was: its elements leave the wrapper, so the page is the markup
 * React rendered, and they are laid out as new boxes, not moved ones (no layout shift).
 */
function show(wrapper: Element): void {
  wrapper.replaceWith(...wrapper.childNodes);
}

/** What a lazy image's element holds, put back once the first view is on the screen. */
const IMAGE_SOURCE_ATTRIBUTES = ['src', 'srcset'] as const;

/**
 * Keeps the lazy images of a part shown before the first paint from loading during that frame,
 * and returns what puts their sources back. Such an image is in the window, so the browser would
 * fetch it as it lays the frame out; on a fast network it is in before the frame is on the
 * screen, and the frame then waits for it (Lighthouse counts it as one more round trip before the
 * page's largest paint). Meanwhile the image shows an empty drawing of its own size: the same
 * box, so nothing moves when the picture comes (decision 0033).
 */
function holdImages(part: Element): () => void {
  const held: { element: Element; name: string; value: string }[] = [];
  for (const image of part.querySelectorAll('img[loading="lazy"]')) {
    const sources = image.parentElement?.matches('picture')
      ? [...image.parentElement.querySelectorAll('source')]
      : [];
    for (const element of [image, ...sources]) {
      for (const name of IMAGE_SOURCE_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        held.push({ element, name, value });
        element.removeAttribute(name);
      }
    }
    const width = image.getAttribute('width') ?? '1';
    const height = image.getAttribute('height') ?? '1';
    image.setAttribute(
      'src',
      `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`,
    );
  }
  return () => {
    for (const { element, name, value } of held) element.setAttribute(name, value);
  };
}

/**
 * Takes a waiting part that holds a form out of the layout until it is shown. Chrome reads a
 * page's forms when `DOMContentLoaded` fires, before the first frame is on the screen, and lays
 * out a skipped part to find out whether its fields are visible: one more layout in that wait
 * (decision 0033's third update). A part that is not displayed has no box to lay out. It has no
 * box in its wrapper either, so nothing moves.
 */
function keepFormsWaiting(wrapper: HTMLElement): void {
  if (wrapper.querySelector('form')) wrapper.style.display = 'none';
}

/**
 * Before the first paint: shows, in order, each held part that begins within the window, so the
 * first frame shows all it would have shown; the parts below it wait. A reload or a return
 * restores a scroll position, and a `#fragment` scrolls to its target: those show the whole page.
 * Returns what lets the images of the parts it showed load.
 */
function showFirstView(): () => void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const wholePage =
    location.hash !== '' || (navigation !== undefined && navigation.type !== 'navigate');
  const releases: (() => void)[] = [];
  let waiting = false;
  for (const wrapper of document.querySelectorAll<HTMLElement>(HELD)) {
    // Every part is measured until one begins below the window, the one after the hero included:
    // where the hero fills the window (the landing pages, the Spanish service pages on a phone),
    // that part is not laid out at all before the first paint, nor are its fonts looked up.
    // Measuring it costs a layout of the header and hero, whose fonts the first frame needs
    // anyway (decision 0033's second update).
    waiting ||= !wholePage && wrapper.getBoundingClientRect().top >= window.innerHeight;
    if (waiting) {
      keepFormsWaiting(wrapper);
      continue;
    }
    if (!wholePage) releases.push(holdImages(wrapper));
    show(wrapper);
  }
  return () => {
    for (const release of releases) release();
  };
}

/**
 * An icon link as the page loads, so that the browser asks for no icon of its own; the app's
 * template brings the site's icons after the first paint, and this one goes (decision 0033).
 */
function linkIconPlaceholder(): HTMLLinkElement {
  const placeholder = document.createElement('link');
  placeholder.rel = 'icon';
  placeholder.href = ICON_PLACEHOLDER;
  document.head.append(placeholder);
  return placeholder;
}

/** The manifest, for installing the site: nothing in the first view needs it. */
function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}

const iconPlaceholder = linkIconPlaceholder();
const releaseImages = showFirstView();
afterFirstView().then(() => {
  document.documentElement.setAttribute(FIRST_VIEW_PAINTED_ATTRIBUTE, '');
  releaseImages();
  for (const wrapper of document.querySelectorAll(HELD)) show(wrapper);
  iconPlaceholder.remove();
  linkManifest();
  startApp();
});
