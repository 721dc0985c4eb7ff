/**
 * `npm run bench:bytes`: builds the site and prints what each route and each published article
 * costs over the wire (gzip for text, as CloudFront serves it): the HTML, first-load JS, each
 * group's inline stylesheet, and the whole first view (HTML with its CSS and loader, eager
 * images, first-load JS). The budgets are asserted in test/build/built-site.test.ts; this
 * prints the figures behind them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ARTICLES_GROUP, firstViewGroupOf } from '../../web/build/first-view';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import { pageFileOf } from '../../web/build/prerender';
import { ROUTE_LIST } from '../../web/src/config/routes';
import {
  cssBytes,
  firstLoadJsBytes,
  firstViewBytes,
  linkedStylesheet,
  wireBytes,
} from '../build/site-bytes';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('| route | HTML (gzip) | first-load JS (gzip) | first view |');
console.log('|---|---|---|---|');
// Each first-view group's inline rules: every page of a group carries the same (decision 0032).
const groupCss = new Map<string, number>();
let stylesheet = 0;
// The articles as the build finds them in the content folder: they have no route-table entry.
const pages = [
  ...ROUTE_LIST.map((route) => ({ path: route.path, group: firstViewGroupOf(route.page) })),
  ...publishedArticlePaths().map((path) => ({ path, group: ARTICLES_GROUP })),
];
for (const { path, group } of pages) {
  const html = await readFile(join(DIST_DIR, pageFileOf(path)), 'utf8');
  const [js, view] = [await firstLoadJsBytes(DIST_DIR, html), await firstViewBytes(DIST_DIR, html)];
  const page = gzipSync(html, { level: 9 }).byteLength;
  console.log(
    `| \`${path}\` | ${kb(page)} | ${kb(js)} (${js.toLocaleString('en-US')} B) | ${kb(view)} |`,
  );
  if (!groupCss.has(group)) groupCss.set(group, cssBytes(html));
  stylesheet ||= await wireBytes(DIST_DIR, linkedStylesheet(html));
}
const groups = [...groupCss].map(([group, bytes]) => `${group} ${kb(bytes)}`).join(', ');
console.log(
  `\nThe whole stylesheet (gzip), loaded after the first paint: ${kb(stylesheet)}. First-view rules inline (gzip), per group: ${groups}. Budgets: JS ≤ 95 KB, CSS ≤ 20 KB, landing first view ≤ 250 KB.`,
);
