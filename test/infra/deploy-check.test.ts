import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/config';
import {
  alarmRecipientProblems,
  builtLegalNoticeProblems,
  builtPrivacyNoticeProblems,
  editorBundleProblems,
  exampleAuthorProblems,
} from '../../infra/deploy-checks';
import { loadArticles } from '../../web/build/insights/load-articles';
import {
  EXAMPLE_MARK,
  LEGAL_ENTITY,
  type LegalEntity,
  legalDataProblems,
} from '../../web/src/config/legal-entity';
import { stubEditorDir } from './synth';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const FIRMS_OWN: LegalEntity = {
  registeredAddress: 'Paseo de la Castellana 1, 28046 Madrid, España',
  phone: '+34 911 234 567',
  taxId: 'B87654321',
  registryEntry: 'Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456',
  privateSecurityRegistration: '',
  supervisingBody: '',
  professionalBody: '',
  codesOfConduct: [],
};

const fieldsOf = (problems: string[]) => problems.map((problem) => problem.split('"')[1]);

describe('the legal data npm run deploy accepts', () => {
  it('names every field that is still example data, and none once the firm wrote its own', () => {
    expect(fieldsOf(legalDataProblems(LEGAL_ENTITY))).toEqual([
      'registeredAddress',
      'phone',
      'taxId',
      'registryEntry',
    ]);
    expect(legalDataProblems(FIRMS_OWN)).toEqual([]);
    expect(
      legalDataProblems({
        ...FIRMS_OWN,
        privateSecurityRegistration: { example: 'RNSP 0000' },
        supervisingBody: 'Ministerio del Interior',
      }),
    ).toEqual([
      expect.stringMatching(/^"privateSecurityRegistration" of the legal notice is still example/),
    ]);
  });

  it.each([
    ['taxId', { taxId: '' }, /^"taxId" of the legal notice is empty: the law requires it/],
    ['registeredAddress', { registeredAddress: '  ' }, /^"registeredAddress" .* is empty/],
    [
      'a registration without its supervising body',
      { privateSecurityRegistration: 'RNSP 1234' },
      /^"supervisingBody" of the legal notice is empty, but "privateSecurityRegistration" is set/,
    ],
  ] as const)('refuses %s left empty', (_case, change, message) => {
    expect(legalDataProblems({ ...FIRMS_OWN, ...change })).toEqual([
      expect.stringMatching(message),
    ]);
  });

  it('is refused by the pre-deploy check, field by field, even with real addresses', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'infra/bin/check-deploy-config.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          SENDER_EMAIL: 'website@vantageward.com',
          RECIPIENT_EMAIL: 'team@vantageward.com',
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run deploy refused');
    expect(run.stderr).not.toContain('placeholder');
    for (const field of ['registeredAddress', 'phone', 'taxId', 'registryEntry']) {
      expect(run.stderr).toContain(`"${field}" of the legal notice is still example data`);
    }
    expect(run.stderr).toContain('alarmEmail is not set');
    // The authors shipped with the code sign the shipped articles.
    expect(run.stderr).toMatch(
      /"[a-z-]+" of web\/src\/content\/insights\/authors\.yaml is still an example author/,
    );
  });
});

describe('the built legal notices npm run deploy would upload', () => {
  let siteDir = '';
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  function built(pages: Record<string, string>): string {
    siteDir = mkdtempSync(join(tmpdir(), 'built-site-'));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(join(siteDir, file, '..'), { recursive: true });
      writeFileSync(join(siteDir, file), html);
    }
    return siteDir;
  }

  it('accepts pages without example data, in both languages', () => {
    const dir = built({
      'legal-notice/index.html': '<dd>B87654321</dd>',
      'es/aviso-legal/index.html': '<dd>B87654321</dd>',
    });
    expect(builtLegalNoticeProblems(dir)).toEqual([]);
  });

  it('refuses a page built while the config still had example data, naming it', () => {
    const dir = built({
      'legal-notice/index.html': '<dd>B87654321</dd>',
      'es/aviso-legal/index.html': `<dd>B00000000<span ${EXAMPLE_MARK}="">dato de ejemplo</span></dd>`,
    });
    expect(builtLegalNoticeProblems(dir)).toEqual([
      expect.stringMatching(
        /aviso-legal\/index\.html \(\/es\/aviso-legal\) still shows example legal data/,
      ),
    ]);
  });

  it('asks for a build when a page is missing', () => {
    const dir = built({ 'legal-notice/index.html': '<dd>B87654321</dd>' });
    expect(builtLegalNoticeProblems(dir)).toEqual([
      expect.stringMatching(/aviso-legal\/index\.html is missing: run `npm run build` first/),
    ]);
  });
});

describe('the region npm run deploy accepts', () => {
  let siteDir = '';
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  /** The built privacy notices, as the build writes their sentence on AWS. */
  function built(en: string, es: string): string {
    siteDir = mkdtempSync(join(tmpdir(), 'built-site-'));
    mkdirSync(join(siteDir, 'privacy'));
    mkdirSync(join(siteDir, 'es', 'privacidad'), { recursive: true });
    writeFileSync(
      join(siteDir, 'privacy', 'index.html'),
      `<p>… as our processor, in its <!-- -->${en}<!-- --> region: …</p>`,
    );
    writeFileSync(
      join(siteDir, 'es', 'privacidad', 'index.html'),
      `<p>… en su región <!-- -->${es}<!-- -->: …</p>`,
    );
    return siteDir;
  }

  it('accepts privacy notices that name the region the stacks deploy to, in each language', () => {
    const dir = built('Europe (Spain)', 'Europa (España)');
    expect(builtPrivacyNoticeProblems(dir, 'eu-south-2')).toEqual([]);
  });

  it('refuses privacy notices built for another region, and asks for a build', () => {
    const dir = built('Europe (Ireland)', 'Europa (Irlanda)');
    expect(builtPrivacyNoticeProblems(dir, 'eu-south-2')).toEqual([
      `${dir}/privacy/index.html (/privacy) does not name Europe (Spain), the region in cdk.json (eu-south-2) where the stacks deploy: it was built for another region; run \`npm run build\` again.`,
      expect.stringMatching(
        /privacidad\/index\.html \(\/es\/privacidad\) does not name Europa \(España\), the region in cdk\.json \(eu-south-2\)/,
      ),
    ]);
  });

  it('looks for the code of a region the copy has no words for', () => {
    const dir = built('ap-southeast-2', 'ap-southeast-2');
    expect(builtPrivacyNoticeProblems(dir, 'ap-southeast-2')).toEqual([]);
  });

  it('is refused by the pre-deploy check when AWS_REGION names another region than cdk.json', () => {
    const region = String(cdkJsonContext().region);
    const other = region === 'us-east-1' ? 'eu-west-1' : 'us-east-1';
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'infra/bin/check-deploy-config.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, AWS_REGION: other, AWS_DEFAULT_REGION: '', CDK_DEFAULT_REGION: '' },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `AWS_REGION is ${other} in the environment, but "region" in cdk.json is ${region}: the stacks deploy to ${region}`,
    );
    expect(run.stderr).not.toContain('AWS_DEFAULT_REGION is');
  });
});

describe('the authors npm run deploy accepts', () => {
  const FIXTURE = 'test/build/insights/fixtures/valid';
  let contentDir = '';
  afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

  it('names each example author who signs a published article, with those articles and no draft', async () => {
    const articles = await loadArticles({
      contentDir: join(ROOT, FIXTURE, 'insights'),
      mediaDir: join(ROOT, FIXTURE, 'media'),
      drafts: true,
    });
    expect(articles.some((article) => article.frontMatter.draft)).toBe(true);
    const en = `${FIXTURE}/insights/en`;
    expect(exampleAuthorProblems(articles, 'authors.yaml')).toEqual([
      `"ada-example" of authors.yaml is still an example author (example: true) and signs published articles (${en}/what-a-useful-test-report-contains.md, ${FIXTURE}/insights/es/que-contiene-un-informe-de-pruebas-util.md): write a real consultant's name, role and bio in its place and delete its \`example: true\` line, or sign those articles by someone else.`,
      expect.stringMatching(
        new RegExp(
          `^"bo-example" of authors\\.yaml is still an example author .*\\(${en}/what-a-useful-test-report-contains\\.md, ${en}/a-table-and-code\\.md\\)`,
        ),
      ),
    ]);
  });

  it('accepts a real author, and an example author who signs only a draft', async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'authors-'));
    mkdirSync(join(contentDir, 'en'));
    const person = (key: string, example: string) =>
      `- key: ${key}\n  name: ${key}\n  role: { en: Consultant, es: Consultora }\n  bio: { en: Tests., es: Prueba. }\n${example}`;
    writeFileSync(
      join(contentDir, 'authors.yaml'),
      [person('real-person', ''), person('placeholder', '  example: true\n')].join(''),
    );
    const article = (author: string, draft: boolean) =>
      `---\ntitle: T\ndescription: D\npublished: 2026-11-02\nauthors: [${author}]\ntopics: [security-testing]\ndraft: ${draft}\n---\n\nText.\n`;
    writeFileSync(join(contentDir, 'en', 'published.md'), article('real-person', false));
    writeFileSync(join(contentDir, 'en', 'unfinished.md'), article('placeholder', true));
    const articles = await loadArticles({ contentDir, drafts: true });
    expect(articles).toHaveLength(2);
    expect(exampleAuthorProblems(articles)).toEqual([]);
  });
});

describe('the editor npm run deploy accepts', () => {
  it('refuses, in production, an editor built for no repository, and says how to build it', () => {
    const editorDir = stubEditorDir('local/working-tree');
    expect(editorBundleProblems({ stage: 'production', editorDir })).toEqual([
      `${editorDir}/build-info.json: the editor was built for "local/working-tree", no repository on GitHub, so it could save nowhere: build it with EDITOR_GITHUB_REPOSITORY=owner/name (GitHub Actions sets GITHUB_REPOSITORY).`,
    ]);
  });

  it('refuses, in production, a missing editor build', () => {
    const editorDir = join(tmpdir(), 'no-editor-build-here');
    expect(editorBundleProblems({ stage: 'production', editorDir })).toEqual([
      `${editorDir}/index.html is missing. Run \`npm run build:editor\` first.`,
    ]);
  });

  it('accepts an editor built for the firm’s repository, and staging, which has no editor', () => {
    expect(
      editorBundleProblems({ stage: 'production', editorDir: stubEditorDir('vantage-ward/site') }),
    ).toEqual([]);
    const local = stubEditorDir('local/working-tree');
    expect(editorBundleProblems({ stage: 'staging', editorDir: local })).toEqual([]);
  });
});

describe('the alarm recipient npm run deploy accepts', () => {
  it('refuses production with no alarmEmail, and says where to set it', () => {
    expect(alarmRecipientProblems({ stage: 'production', alarmEmail: undefined })).toEqual([
      expect.stringMatching(
        /^alarmEmail is not set, so no one would receive an alarm .*"alarmEmail" in cdk\.json, or ALARM_EMAIL/,
      ),
    ]);
  });

  it('accepts production with an address, and staging without one', () => {
    expect(
      alarmRecipientProblems({ stage: 'production', alarmEmail: 'ops@vantageward.com' }),
    ).toEqual([]);
    expect(alarmRecipientProblems({ stage: 'staging', alarmEmail: undefined })).toEqual([]);
  });
});
