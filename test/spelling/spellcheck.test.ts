import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spellCheckDocument } from 'cspell-lib';
import { describe, expect, it } from 'vitest';
import { britishSpellings } from './british-spellings';

const ROOT = join(import.meta.dirname, '../..');
const CONFIG = join(ROOT, 'cspell.config.yaml');

interface Finding {
  readonly word: string;
  readonly forbidden: boolean;
  readonly suggestions: readonly string[];
}

/**
 * Checks a text as if it were the file at `path` (relative to the repository), with the
 * project's config: the same overrides and dictionaries as `npm run spellcheck`, and no file
 * written anywhere. Suggestions cost time: `suggest` false skips them.
 */
async function findingsIn(path: string, text: string, suggest = true): Promise<Finding[]> {
  const languageId = path.endsWith('.md')
    ? 'markdown'
    : path.endsWith('.yaml')
      ? 'yaml'
      : 'typescript';
  const result = await spellCheckDocument(
    { uri: pathToFileURL(join(ROOT, path)).href, text, languageId },
    { configFile: CONFIG, noConfigSearch: true, generateSuggestions: suggest },
    {},
  );
  expect(result.errors ?? []).toEqual([]);
  expect(result.checked).toBe(true);
  return result.issues.map((issue) => ({
    word: issue.text,
    forbidden: issue.isFlagged === true,
    suggestions: (issue.suggestionsEx ?? []).map((s) => s.word),
  }));
}

describe('npm run spellcheck', () => {
  it('flags "organisation" in English copy and suggests "organization"', async () => {
    const findings = await findingsIn(
      'web/src/content/en/probe.ts',
      "export const PROBE = { lead: 'Every organisation we work with gets a senior consultant.' };\n",
    );
    expect(findings.map((f) => f.word)).toEqual(['organisation']);
    expect(findings[0]?.suggestions).toContain('organization');
  });

  it('flags the British spellings that en-US would accept, in text and in identifiers', async () => {
    const findings = await findingsIn(
      'web/src/content/en/probe.ts',
      "export const safeHarbour = { lead: 'Send us an enquiry about the programme.' };\n",
    );
    expect(findings).toEqual([
      { word: 'Harbour', forbidden: true, suggestions: expect.arrayContaining(['harbor']) },
      { word: 'enquiry', forbidden: true, suggestions: expect.arrayContaining(['inquiry']) },
      { word: 'programme', forbidden: true, suggestions: expect.arrayContaining(['program']) },
    ]);
  });

  it('flags a misspelling in Spanish copy, and English words in its strings, but not its code', async () => {
    const findings = await findingsIn(
      'web/src/content/es/probe.ts',
      [
        "import type { AboutCopy } from '../types';",
        '// English comments and identifiers are code here: not checked in Spanish.',
        "export const PROBE = { title: 'La sebguridad de su organización', page: 'whatWeDo' };",
        "export const MIXED = { lead: 'Revisamos la security de {host}' };",
        '',
      ].join('\n'),
    );
    expect(findings.map((f) => f.word)).toEqual(['sebguridad', 'security']);
    expect(findings[0]?.suggestions).toContain('seguridad');
  });

  it('flags "organisation" in an English page copy file, its keys included', async () => {
    const findings = await findingsIn(
      'web/src/content/pages/en/probe.yaml',
      [
        '# The home page.',
        'hero:',
        '  title: Every organisation we work with',
        '  secondry:',
        '    page: whatWeDo',
        '',
      ].join('\n'),
      false,
    );
    expect(findings.map((f) => f.word)).toEqual(['organisation', 'secondry']);
  });

  it('checks a Spanish page copy file in Spanish: its texts, not its keys, code values or comments', async () => {
    const findings = await findingsIn(
      'web/src/content/pages/es/probe.yaml',
      [
        '# English notes for the editors: not checked in Spanish.',
        'hero:',
        '  eyebrow: Consultora de sebguridad',
        '  lead: "Revisamos la security de {host}: Amazon Web Services incluida."',
        '  primary:',
        '    label: Empecemos',
        '    page: whatWeDo',
        '  image: heroRings',
        'slides:',
        '  - slug: infrastructure-security',
        '',
      ].join('\n'),
      false,
    );
    expect(findings.map((f) => f.word)).toEqual(['sebguridad', 'security']);
  });

  it('checks a Spanish article in Spanish: its title, alt text and body, not its keys, code or links', async () => {
    const findings = await findingsIn(
      'web/src/content/insights/es/probe.md',
      [
        '---',
        'title: La sebguridad de sus API',
        'description: Qué revisamos y por qué.',
        'published: 2026-11-05',
        'authors: [lucia-ferrer]',
        'topics: [application-api-security, buying-security]',
        'cover:',
        '  image: /media/pentest-report-cover.jpg',
        '  alt: Un informe sobre fondo oscuro',
        'translationKey: owasp-api-top-10',
        '---',
        '',
        'Revisamos la security de cada endpoint.[^nota] Vea [la lista](/es/publicaciones/lista).',
        '',
        '```http',
        'GET /v1/invoices/4412 HTTP/1.1',
        '```',
        '',
        '[^nota]: Según el `Authorization` header.',
        '',
      ].join('\n'),
      false,
    );
    expect(findings.map((f) => f.word)).toEqual(['sebguridad', 'security']);
  });

  it('checks an article as the editor writes it, one author and topic per line, the same way', async () => {
    const findings = await findingsIn(
      'web/src/content/insights/es/probe.md',
      [
        '---',
        'translationKey: reading-a-cloud-security-review',
        "title: 'Cómo leer una revisión de sebguridad en la nube'",
        'description: Qué debe decirle una revisión y cómo leer sus hallazgos.',
        'published: 2026-11-28',
        'authors:',
        '  - lucia-ferrer',
        '  - martin-sosa',
        'topics:',
        '  - infrastructure-security',
        '  - buying-security',
        'cover:',
        '  image: /media/cloud-review-cover.jpg',
        '  alt: Un rectángulo verde azulado',
        'draft: false',
        '---',
        '',
        'La mayoría de las revisiones terminan en una hoja de cálculo.',
        '',
        '- Una lista del cuerpo con una security que sí se revisa.',
        '',
      ].join('\n'),
      false,
    );
    expect(findings.map((f) => f.word)).toEqual(['sebguridad', 'security']);
  });

  it('flags every entry of the British list and accepts its American form', async () => {
    const pairs = britishSpellings();
    expect(pairs.length).toBeGreaterThan(0);
    const probe = (words: string[]) =>
      `export const PROBE = [\n${words.map((w) => `  '${w}',`).join('\n')}\n];\n`;
    const british = await findingsIn(
      'web/src/content/en/probe.ts',
      probe(pairs.map(([b]) => b)),
      false,
    );
    expect(british.filter((f) => f.forbidden).map((f) => f.word)).toEqual(pairs.map(([b]) => b));
    const american = await findingsIn(
      'web/src/content/en/probe.ts',
      probe(pairs.map(([, a]) => a)),
      false,
    );
    expect(american).toEqual([]);
  });

  it('finds no misspelling in the real copy, and checks every copy file', () => {
    const cli = join(ROOT, 'node_modules/cspell/bin.mjs');
    const run = spawnSync(process.execPath, [cli, '--no-progress', '--no-color'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
    const copyFiles = readdirSync(join(ROOT, 'web/src/content'), { recursive: true }).filter(
      (file) => /\.(ts|yaml)$/.test(String(file)),
    );
    const checked = Number(/Files checked: (\d+)/.exec(run.stderr)?.[1]);
    expect(checked).toBeGreaterThan(copyFiles.length);
  });
});
