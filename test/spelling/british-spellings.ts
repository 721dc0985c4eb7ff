import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The `british->american` pairs of .cspell/british-spellings.yaml's flag list: what
 * `npm run spellcheck` flags in the copy, and test/spelling/guides-american.test.ts in the guides.
 */
export function britishSpellings(): [british: string, american: string][] {
  const file = join(import.meta.dirname, '../../.cspell/british-spellings.yaml');
  const { flagWords } = parse(readFileSync(file, 'utf8')) as { flagWords: string[] };
  return flagWords.map((entry) => {
    const [british = '', american = ''] = entry.split('->');
    return [british.trim(), american.trim()];
  });
}
