/**
 * `npm run bench:bytes`: builds the site and prints what each route and each published article
 * costs over the wire (gzip for text, as CloudFront serves it): first-load JS, the inline
 * stylesheet, and the whole first view (HTML with its CSS and loader, eager images, first-load
 * JS). The budgets are asserted in test/build/built-site.test.ts; this prints the figures behind
 * them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import { pageFileOf } from '../../web/build/prerender';
import { ROUTE_LIST } from '../../web/src/config/routes';
import { cssBytes, firstLoadJsBytes, firstViewBytes } from '../build/site-bytes';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('| route | first-load JS (gzip) | first view |');
console.log('|---|---|---|');
// The articles as the build finds them in the content folder: they have no route-table entry.
for (const path of [...ROUTE_LIST.map((route) => route.path), ...publishedArticlePaths()]) {
  const html = await readFile(join(DIST_DIR, pageFileOf(path)), 'utf8');
  const [js, view] = [await firstLoadJsBytes(DIST_DIR, html), await firstViewBytes(DIST_DIR, html)];
  console.log(`| \`${path}\` | ${kb(js)} (${js.toLocaleString('en-US')} B) | ${kb(view)} |`);
}
console.log(
  `\nAll CSS, inline in every page (gzip): ${kb(cssBytes(await readFile(join(DIST_DIR, 'index.html'), 'utf8')))}. Budgets: JS ≤ 95 KB, CSS ≤ 20 KB, landing first view ≤ 250 KB.`,
);
