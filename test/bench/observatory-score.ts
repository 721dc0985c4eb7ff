/**
 * `npm run observatory`: every page's MDN HTTP Observatory score (algorithm 6, rules read from
 * mdn/mdn-http-observatory, test/observatory/observatory.ts), from the headers and HTML the
 * local twin serves for web/dist. Prints a table; the browser suite asserts the figure.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startLocalTwin } from '../../infra/local/local-twin';
import { OBSERVATORY_COMMIT, TEST_NAMES } from '../observatory/observatory';
import { scoreSite } from '../observatory/score-site';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  if (!existsSync(DIST_DIR)) throw new Error('web/dist is missing: run `npm run build` first.');
  const log = console.info;
  console.info = () => {};
  const twin = await startLocalTwin({ distDir: DIST_DIR, port: 0, sesPort: 0, retryEveryMs: 0 });
  try {
    const scores = await scoreSite(twin.siteUrl);
    console.info = log;
    console.log(
      `\nHTTP Observatory, algorithm 6 (mdn/mdn-http-observatory ${OBSERVATORY_COMMIT.slice(0, 7)}), ${scores.length} pages\n`,
    );
    const short = TEST_NAMES.map((name) => name.replace('cross-origin-', 'co-'));
    console.log(`| page | score | grade | ${short.join(' | ')} |`);
    console.log(`|---|---|---|${short.map(() => '---').join('|')}|`);
    for (const { path, scan } of scores) {
      const modifiers = TEST_NAMES.map((name) => {
        const modifier = scan.tests[name].scoreModifier;
        return modifier > 0 ? `+${modifier}` : String(modifier);
      });
      console.log(`| ${path} | ${scan.score} | ${scan.grade} | ${modifiers.join(' | ')} |`);
    }
  } finally {
    console.info = log;
    await twin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
