import { APP_MODULES_ID } from '../src/config/app-modules.ts';
import type { SiteIcon } from '../src/config/site-icons.ts';
import { iconLink } from './head-tags.ts';

/** One module of a page's app, as its `<template>` names it. */
export interface AppModule {
  readonly src: string;
  /** `sha384-…` of the file, checked by the browser before the module runs. */
  readonly integrity?: string;
}

/** One entry of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The app's own entry (a build input of its own, loaded by web/src/entry-client.ts). */
export const APP_MAIN_MODULE = 'src/main.tsx';

function withImports(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The JS files a page runs once it has painted: the app's entry first, then everything it and
 * the page's own chunks (template, copy) import, so that the loader fetches them all at once
 * instead of one after the other.
 */
export function appModuleFiles(manifest: BuildManifest, pageModules: readonly string[]): string[] {
  const files = withImports(manifest, APP_MAIN_MODULE, new Set());
  for (const pageModule of pageModules) withImports(manifest, pageModule, files);
  return [...files].map((file) => `/${file}`);
}

/**
 * The page's app, as markup the browser leaves alone until the loader uses it: a `<template>`
 * whose content is inert (nothing in it is fetched or run while the page loads), holding the
 * site's whole stylesheet (the page has only its first view's rules inline), a `modulepreload`
 * for the app's entry and each module it imports, the site's icons, and the entry's own
 * `<script type="module">`,
 * which the loader runs once the stylesheet is in. After the first paint the loader puts a copy
 * of it into the head, so the files download in parallel (web/src/entry-client.ts). Every module
 * gets its `integrity` from `withIntegrity` (web/build/subresource-integrity.ts), as any script or
 * modulepreload of the page does. The data the app fetches as it starts (`fetches`: an article's
 * page data) is preloaded with them, without one: Chrome ignores `integrity` on a fetch preload
 * (crbug.com/981419), and the data is same-origin JSON that the page renders as text.
 */
export function appModulesTag(
  files: readonly string[],
  {
    stylesheet,
    fetches = [],
    icons = [],
  }: {
    readonly stylesheet?: string;
    readonly fetches?: readonly string[];
    /** The site's icons, which wait for the first paint as the app does (decision 0033). */
    readonly icons?: readonly SiteIcon[];
  } = {},
): string {
  const [main, ...imports] = files;
  if (!main) throw new Error("A page needs the app's entry module");
  const attribute = (url: string) => {
    if (/["<>&\s]/.test(url)) throw new Error(`${url} cannot be written into an attribute`);
    return url;
  };
  const styles = stylesheet
    ? [`<link rel="stylesheet" crossorigin href="${attribute(stylesheet)}">`]
    : [];
  // The entry too: the loader runs it once the stylesheet is in, and it downloads meanwhile.
  const preloads = [main, ...imports].map(
    (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
  );
  // `crossorigin`: the credentials mode of the app's `fetch`, which the preload must match.
  const data = fetches.map(
    (url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`,
  );
  const iconLinks = icons.map(iconLink);
  const entry = `<script type="module" crossorigin src="${attribute(main)}"></script>`;
  return `<template id="${APP_MODULES_ID}">${[...styles, ...iconLinks, ...preloads, ...data, entry].join('')}</template>`;
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/** A page's app template as `appModulesTag` writes it, its content captured. */
export const APP_TEMPLATE = new RegExp(`<template id="${APP_MODULES_ID}">([\\s\\S]*?)</template>`);

/**
 * The modules of a page's app (and the data it preloads), its entry first, each with its
 * integrity; its stylesheet is not one.
 */
export function appModulesOf(html: string): AppModule[] {
  const content = APP_TEMPLATE.exec(html)?.[1];
  if (!content) return [];
  const module = (tag: string, url: string): AppModule => {
    const integrity = ATTRIBUTE('integrity').exec(tag)?.[1];
    const src = ATTRIBUTE(url).exec(tag)?.[1] ?? '';
    return integrity ? { src, integrity } : { src };
  };
  const entries = [...content.matchAll(/<script\b[^>]*>/g)].map(([tag]) => module(tag, 'src'));
  const preloads = [
    ...content.matchAll(/<link\b[^>]*\srel="(?:modulepreload|preload)"[^>]*>/g),
  ].map(([tag]) => module(tag, 'href'));
  return [...entries, ...preloads];
}
