/**
 * What the pre-deploy check (infra/bin/check-deploy-config.ts) reads in the built site, which is
 * what `npm run deploy` uploads: it may predate a fix in the config, so the config alone is not
 * enough; and in the content, whose placeholders only the firm can replace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPOSITORY_PATTERN } from '../editor/config/cms-config';
import { type Article, AUTHORS_FILE, CONTENT_DIR } from '../web/build/insights/load-articles';
import { readPageCopy } from '../web/build/page-copy/load-page-copy';
import { pageFileOf } from '../web/build/prerender';
import { securityTxtExpiryProblem } from '../web/build/site-files';
import { EXAMPLE_MARK } from '../web/src/config/legal-entity';
import { LOCALES } from '../web/src/config/locales';
import { pathOf } from '../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../web/src/config/security-txt';
import { EDITOR_BUILD_INFO_FILE, editorBuildInfo, LOCAL_REPOSITORY } from './built-editor';
import type { SiteConfig } from './config';

const BUILD_FIRST = 'run `npm run build` first.';

/** security.txt must be there and not expire within 30 days. */
export function securityTxtProblems(siteDir: string, now = new Date()): string[] {
  const file = join(siteDir, SECURITY_TXT_PATH);
  if (!existsSync(file)) return [`${file} is missing: ${BUILD_FIRST}`];
  const problem = securityTxtExpiryProblem(readFileSync(file, 'utf8'), now);
  return problem ? [`${file}: ${problem}`] : [];
}

/** Each language's built legal notice must be there and show no example data. */
export function builtLegalNoticeProblems(siteDir: string): string[] {
  return LOCALES.flatMap((locale) => {
    const path = pathOf('legalNotice', locale);
    const file = join(siteDir, pageFileOf(path));
    if (!existsSync(file)) return [`${file} is missing: ${BUILD_FIRST}`];
    return readFileSync(file, 'utf8').includes(EXAMPLE_MARK)
      ? [`${file} (${path}) still shows example legal data: run \`npm run build\` again.`]
      : [];
  });
}

/**
 * Each language's built privacy notice must name the region the stacks deploy to, in that
 * language's words (its `regionNames`, else the code) as the page writes it: a site built before
 * `region` changed in cdk.json would tell visitors their data is somewhere else.
 */
export function builtPrivacyNoticeProblems(siteDir: string, region: string): string[] {
  return LOCALES.flatMap((locale) => {
    const path = pathOf('privacy', locale);
    const file = join(siteDir, pageFileOf(path));
    if (!existsSync(file)) return [`${file} is missing: ${BUILD_FIRST}`];
    const named = readPageCopy(locale, 'privacy').regionNames[region] ?? region;
    return readFileSync(file, 'utf8').includes(asTextInHtml(named))
      ? []
      : [
          `${file} (${path}) does not name ${named}, the region in cdk.json (${region}) where the stacks deploy: it was built for another region; run \`npm run build\` again.`,
        ];
  });
}

/** Text as React's server renderer writes it between tags (its escapeTextForBrowser). */
function asTextInHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * No published article may be signed by a placeholder: an author still marked `example: true` in
 * authors.yaml (the three shipped with the code are) would put an invented person's name, role
 * and bio on the firm's site. A placeholder that signs drafts only, or nothing, is harmless.
 */
export function exampleAuthorProblems(
  articles: readonly Article[],
  authorsFile: string = relative(PROJECT_DIR, join(CONTENT_DIR, AUTHORS_FILE)),
): string[] {
  const signed = new Map<string, string[]>();
  for (const article of articles) {
    if (article.frontMatter.draft) continue;
    for (const author of article.authors) {
      if (author.example) signed.set(author.key, [...(signed.get(author.key) ?? []), article.file]);
    }
  }
  return [...signed].map(
    ([key, files]) =>
      `"${key}" of ${authorsFile} is still an example author (example: true) and signs published articles (${files.join(', ')}): write a real consultant's name, role and bio in its place and delete its \`example: true\` line, or sign those articles by someone else.`,
  );
}

/**
 * Production's alarms (the site's, its edge's, the editor's) publish to topics whose only
 * subscriber is `alarmEmail`: without it a lead stuck unsent, a failed rotation or a broken
 * page would alarm nobody.
 */
export function alarmRecipientProblems(config: Pick<SiteConfig, 'stage' | 'alarmEmail'>): string[] {
  if (config.stage !== 'production' || config.alarmEmail !== undefined) return [];
  return [
    'alarmEmail is not set, so no one would receive an alarm (a lead left unsent, a failed rotation, the site down): set "alarmEmail" in cdk.json, or ALARM_EMAIL, to the address that watches production.',
  ];
}

/**
 * The editor production deploys was built for the firm's repository: its saves go where its
 * build said (`EDITOR_GITHUB_REPOSITORY`, or GitHub Actions' `GITHUB_REPOSITORY`). Built with
 * neither, it names `local/working-tree`, which only `npm start`'s stand-in answers: deployed,
 * every sign-in would end on a repository that does not exist. Staging has no editor.
 */
export function editorBundleProblems(config: Pick<SiteConfig, 'stage' | 'editorDir'>): string[] {
  if (config.stage !== 'production') return [];
  let repository: string;
  try {
    ({ repository } = editorBuildInfo(config.editorDir));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const file = join(config.editorDir, EDITOR_BUILD_INFO_FILE);
  if (repository === LOCAL_REPOSITORY || !REPOSITORY_PATTERN.test(repository)) {
    return [
      `${file}: the editor was built for "${repository}", no repository on GitHub, so it could save nowhere: build it with EDITOR_GITHUB_REPOSITORY=owner/name (GitHub Actions sets GITHUB_REPOSITORY).`,
    ];
  }
  return [];
}
