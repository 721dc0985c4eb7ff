import { APP_MODULES_ID, type AppModule } from '../src/config/app-modules.ts';

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
 * The list the loader reads, as a JSON data block: the browser never runs it, so the policy
 * needs no hash for it.
 */
export function appModulesTag(modules: readonly AppModule[]): string {
  const json = JSON.stringify(modules).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${APP_MODULES_ID}">${json}</script>`;
}

/** The modules a page's list names, in order. */
export function appModulesOf(html: string): AppModule[] {
  const match = new RegExp(
    `<script type="application/json" id="${APP_MODULES_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as AppModule[]) : [];
}
