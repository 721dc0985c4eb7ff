/**
 * `npm run build`: the client bundle, then a server bundle of web/src/entry-server.tsx that
 * renders every route of the route table to its own HTML file in web/dist.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { articleImages } from './insights/article-images.ts';
import { copyArticleData, writeArticleModules } from './insights/article-modules.ts';
import { draftsRequested, loadArticles, MEDIA_DIR } from './insights/load-articles.ts';
import { PageCopyError, pageCopyProblems } from './page-copy/load-page-copy.ts';
import { prerender, type ServerEntry } from './prerender.ts';
import { MEDIA_OUTPUT_DIR } from './responsive-image.ts';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_FILE = join(WEB_DIR, 'vite.config.ts');
// Inside the project, so the server bundle's imports of react & co. resolve to node_modules.
const SSR_CACHE = join(WEB_DIR, '..', 'node_modules', '.cache', 'prerender');
// Encoded images, kept between builds; each build stages the ones its pages use in a folder
// of its own (two builds at once, of two checkouts sharing node_modules, must not mix theirs).
const MEDIA_CACHE = join(WEB_DIR, '..', 'node_modules', '.cache', 'media');
const MEDIA_STAGING = join(WEB_DIR, '..', 'node_modules', '.cache', 'media-staging');

export interface BuildSiteOptions {
  /** @default web/dist */
  readonly outDir?: string;
  /** @default 'info' */
  readonly logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Build `draft: true` articles too (`npm start`). @default INSIGHTS_DRAFTS or --drafts */
  readonly drafts?: boolean;
  /** The articles' folder (tests use a copy). @default web/src/content/insights */
  readonly contentDir?: string;
  /** The articles' images. @default web/src/content/media */
  readonly mediaDir?: string;
}

export async function buildSite(options: BuildSiteOptions = {}): Promise<string> {
  const outDir = resolve(options.outDir ?? join(WEB_DIR, 'dist'));
  const logLevel = options.logLevel ?? 'info';
  // First: a bad page copy file fails the build before anything is bundled, with every problem
  // listed.
  const copyProblems = pageCopyProblems();
  if (copyProblems.length > 0) throw new PageCopyError(copyProblems);
  // Images are encoded while the articles load (the pages carry their files' names) and copied
  // into the site after Vite has emptied it. A bad article fails the build before anything is
  // bundled, with every problem listed.
  await mkdir(MEDIA_STAGING, { recursive: true });
  const staging = await mkdtemp(join(MEDIA_STAGING, 'build-'));
  await mkdir(SSR_CACHE, { recursive: true });
  const ssrDir = await mkdtemp(join(SSR_CACHE, 'build-'));
  try {
    const images = articleImages({
      mediaDir: options.mediaDir ?? MEDIA_DIR,
      outDir: staging,
      cacheDir: MEDIA_CACHE,
    });
    const loaded = await loadArticles({
      drafts: options.drafts ?? draftsRequested(),
      ...(options.contentDir ? { contentDir: options.contentDir } : {}),
      ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}),
      encodeImage: images.body,
    });
    const articles = await images.withCovers(loaded);
    await writeArticleModules(articles);
    await build({ configFile: CONFIG_FILE, logLevel, build: { outDir, emptyOutDir: true } });
    // Before the pages are written: each article's page preloads its data with its integrity.
    await copyArticleData(outDir);
    await build({
      configFile: CONFIG_FILE,
      logLevel: logLevel === 'info' ? 'warn' : logLevel,
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      },
    });
    const server = (await import(
      pathToFileURL(join(ssrDir, 'entry-server.js')).href
    )) as ServerEntry;
    const pages = await prerender(outDir, server, articles);
    // Every image an article shows, cover or body, is an encoding under /assets/media: the
    // originals in web/src/content/media are not published (docs/insights.md, "Images").
    const encoded = join(staging, MEDIA_OUTPUT_DIR);
    if (existsSync(encoded)) await cp(encoded, join(outDir, MEDIA_OUTPUT_DIR), { recursive: true });
    if (logLevel === 'info') console.log(`prerendered ${pages.length} pages into ${outDir}`);
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--out-dir DIR` builds elsewhere than web/dist (the budget tests do); `--content-dir DIR`
  // and `--media-dir DIR` read other articles (the build tests' fixtures); `--drafts` builds
  // drafts (as INSIGHTS_DRAFTS=true does).
  const flag = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const [outDir, contentDir, mediaDir] = ['--out-dir', '--content-dir', '--media-dir'].map(flag);
  buildSite({
    ...(outDir ? { outDir } : {}),
    ...(contentDir ? { contentDir } : {}),
    ...(mediaDir ? { mediaDir } : {}),
  }).catch((error: unknown) => {
    // A content error is its list of problems, without a stack trace to scroll past.
    console.error(
      error instanceof Error && ['ArticleContentError', 'PageCopyError'].includes(error.name)
        ? error.message
        : error,
    );
    process.exit(1);
  });
}
