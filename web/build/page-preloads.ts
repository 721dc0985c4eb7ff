/** One entry of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

function withImports(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The JS files a page's own chunks (template, copy) need beyond what the entry script already
 * loads, so that the prerendered HTML can preload them all at once instead of one after the
 * other.
 */
export function pagePreloads(manifest: BuildManifest, pageModules: readonly string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const entryFiles = withImports(manifest, entryKey, new Set());
  const pageFiles = new Set<string>();
  for (const pageModule of pageModules) withImports(manifest, pageModule, pageFiles);
  return [...pageFiles].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

export function modulePreloadTags(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
    .join('\n    ');
}
