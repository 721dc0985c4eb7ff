import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashesOf, securityHeaders } from '../../../functions/security-headers';
import { siteInlineHashes } from '../../../infra/built-site';
import { cspHash } from '../../../web/build/inline-code';
import { pageFileOf } from '../../../web/build/prerender';
import { articlePath } from '../../../web/src/config/routes';
import { buildSiteIn, projectCopy } from '../project-copy';

/**
 * Issue 27: "a hostile article whose script survives sanitization on purpose (in a test only):
 * the CSP must block it". The Markdown pipeline lets no script through (markdown.test.ts), so
 * this test breaks it on purpose, in a copy of the project: a step after the sanitizer that
 * trusts an inline code span's text turns the article's `<script>…</script>` into a script
 * element. The copy is built as `npm run build` builds; the script reaches the article's page,
 * and the policy the stack and the twin would serve with that build does not allow it.
 */
const HOSTILE = 'window.hostileScriptRan = true';
const SLUG = 'a-hostile-article';
const PATH = articlePath('en', SLUG);

const SANITIZE_STEP = '.use(rehypeSanitize, SANITIZE_SCHEMA)';
const TRUSTING_STEP = `${SANITIZE_STEP}
    .use(() => (tree) => {
      visit(tree, 'element', (node) => {
        const [text] = node.tagName === 'code' ? node.children : [];
        const script = /^<script>(.*)<\\/script>$/.exec(text?.type === 'text' ? text.value : '');
        if (script) {
          Object.assign(node, { tagName: 'script', children: [{ type: 'text', value: script[1] }] });
        }
      });
    })`;

let project: string;
let distDir: string;
let html: string;

beforeAll(async () => {
  project = projectCopy(['web']);
  distDir = await mkdtemp(join(tmpdir(), 'hostile-article-site-'));
  const markdownFile = join(project, 'web/build/insights/markdown.ts');
  const markdown = readFileSync(markdownFile, 'utf8');
  if (!markdown.includes(SANITIZE_STEP)) {
    throw new Error(
      `web/build/insights/markdown.ts has no ${SANITIZE_STEP} for this test to follow`,
    );
  }
  writeFileSync(markdownFile, markdown.replace(SANITIZE_STEP, TRUSTING_STEP));
  const content = join(project, 'web/src/content/insights');
  const author = /key:\s*([a-z0-9-]+)/.exec(readFileSync(join(content, 'authors.yaml'), 'utf8'));
  writeFileSync(
    join(content, 'en', `${SLUG}.md`),
    `---\ntitle: A hostile article\ndescription: Its script survives sanitization on purpose.\npublished: 2026-11-05\nauthors: [${author?.[1]}]\ntopics: [security-testing]\n---\n\nNothing to see here: \`<script>${HOSTILE}</script>\`.\n`,
  );
  await buildSiteIn(project, distDir);
  html = readFileSync(join(distDir, pageFileOf(PATH)), 'utf8');
}, 240_000);

afterAll(() => {
  for (const dir of [project, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an article whose script survived sanitization', () => {
  it('carries the script in its prerendered page, as a script that would run', () => {
    expect(html).toContain(`<script>${HOSTILE}</script>`);
    expect(inlineHashesOf(html).scripts).toContain(cspHash(HOSTILE));
  });

  it("is refused by the site's policy, which allows by hash only the code the build inlined", () => {
    const recorded = siteInlineHashes(distDir);
    const policy = securityHeaders(recorded).contentSecurityPolicy;
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${recorded.scripts.join(' ')}`);
    expect(recorded.scripts).not.toContain(cspHash(HOSTILE));
    expect(policy).not.toContain("'unsafe-");
    expect(policy).toContain("default-src 'none'");
  });
});
