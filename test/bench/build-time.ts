/**
 * `npm run bench:build`: how much `npm run build` grows with the number of articles. Builds the
 * site as it is, then a copy of web/ whose content folder holds N more generated articles (in
 * both languages, paired, each with code, a table and links), each build run twice (the second
 * with warm caches, as a developer's next build is), and prints the times, the difference and
 * the largest growth of a page's first-load JS, which must not grow with the number of articles.
 *
 *   npm run bench:build -- [--articles 50] [--runs 2]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSIGHTS_PATHS } from '../../web/src/config/routes';
import { projectCopy } from '../build/project-copy';
import { firstLoadJsBytes } from '../build/site-bytes';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
}

function timeBuild(project: string, outDir: string): number {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'web/build/build-site.ts', '--out-dir', outDir], {
    cwd: project,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the build failed in ${project}:\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** Article `n` in both languages: a few hundred words, a table, code and internal links. */
function writeArticles(project: string, count: number): void {
  const content = join(project, 'web/src/content/insights');
  const author = /key:\s*([a-z0-9-]+)/.exec(
    readFileSync(join(content, 'authors.yaml'), 'utf8'),
  )?.[1];
  const paragraph =
    'A test is worth what its report lets the reader decide. Each finding names the asset, the path an attacker takes, what it exposes and how to close it, in words the owner of the system can act on.';
  for (let n = 1; n <= Math.ceil(count / 2); n += 1) {
    for (const [locale, slug] of [
      ['en', `generated-article-${n}`],
      ['es', `articulo-generado-${n}`],
    ] as const) {
      const body = [
        `## Section one\n\n${paragraph.repeat(4)}`,
        '| Finding | Severity |\n|---|---|\n| Broken object level authorization | High |\n| Verbose errors | Low |',
        '```http\nGET /api/v1/invoices/1043 HTTP/1.1\nAuthorization: Bearer token-of-another-tenant\n```',
        `## Section two\n\n${paragraph.repeat(4)} See [the contact page](${locale === 'en' ? '/contact' : '/es/contacto'}).`,
      ].join('\n\n');
      writeFileSync(
        join(content, locale, `${slug}.md`),
        `---\ntitle: Generated article ${n} about what a report should say\ndescription: A generated article for the build benchmark.\npublished: 2026-10-${String((n % 28) + 1).padStart(2, '0')}\nauthors: [${author}]\ntopics: [security-testing]\ntranslationKey: generated-${n}\n---\n\n${body}\n`,
      );
    }
  }
}

/** The prerendered pages of a built site, by their path. */
function pagesOf(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('index.html')) continue;
    const path = `/${entry.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/';
    pages.set(path, readFileSync(join(distDir, entry), 'utf8'));
  }
  return pages;
}

/**
 * The route whose first-load JS grew most between two builds of the same pages, leaving out the
 * paths given (the indexes, whose own list may grow with the articles).
 */
async function largestJsGrowth(
  baseDir: string,
  moreDir: string,
  except: readonly string[] = [],
): Promise<[string, number]> {
  const more = pagesOf(moreDir);
  let largest: [string, number] = ['', 0];
  for (const [path, html] of pagesOf(baseDir)) {
    const other = more.get(path);
    if (other === undefined || except.includes(path)) continue;
    const growth =
      (await firstLoadJsBytes(moreDir, other)) - (await firstLoadJsBytes(baseDir, html));
    if (growth >= largest[1]) largest = [path, growth];
  }
  return largest;
}

async function main(): Promise<void> {
  const articles = flag('articles', 50);
  const runs = flag('runs', 2);
  const out = mkdtempSync(join(tmpdir(), 'bench-build-out-'));
  const copy = projectCopy();
  try {
    writeArticles(copy, articles);
    const base: number[] = [];
    const more: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      base.push(timeBuild(PROJECT, join(out, `base-${run}`)));
      more.push(timeBuild(copy, join(out, `more-${run}`)));
    }
    const best = (times: number[]) => Math.min(...times);
    console.log(
      `npm run build, as it is:            ${base.map((t) => `${t.toFixed(1)} s`).join(', ')}`,
    );
    console.log(
      `with ${articles} more articles:         ${more.map((t) => `${t.toFixed(1)} s`).join(', ')}`,
    );
    console.log(`growth (best of each):               ${(best(more) - best(base)).toFixed(1)} s`);
    const [path, bytes] = await largestJsGrowth(join(out, 'base-0'), join(out, 'more-0'));
    console.log(`largest first-load JS growth:        ${bytes} B gzip (${path || 'none'})`);
    const [other, otherBytes] = await largestJsGrowth(
      join(out, 'base-0'),
      join(out, 'more-0'),
      Object.values(INSIGHTS_PATHS),
    );
    console.log(`the same, outside the indexes:       ${otherBytes} B gzip (${other || 'none'})`);
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
