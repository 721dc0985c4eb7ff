import { retext } from 'retext';
import retextSmartypants, { type Options as SmartypantsOptions } from 'retext-smartypants';
import type { Locale } from '../src/config/locales.ts';
import { PLACEHOLDER } from '../src/content/fill-in.ts';

/**
 * Typographers' quotes, apostrophes, dashes and ellipses, as the site's copy has them: writers
 * type straight ones, in the editor as anywhere, and the build sets them in every text it
 * publishes (articles, their authors, the page copy). `--` is an en dash, `---` an em dash,
 * `...` an ellipsis; "it's" becomes “it’s” in English. Spanish quotes with angle quotes, as the
 * Spanish copy does (the Real Academia's first level): "así" becomes «así», and a quote within
 * it ‘así’, which keeps the apostrophe of a name such as O’Brien right.
 */
export const SMARTYPANTS: Readonly<Record<Locale, SmartypantsOptions>> = {
  en: { dashes: 'oldschool', backticks: false },
  es: {
    dashes: 'oldschool',
    backticks: false,
    openingQuotes: { double: '«', single: '‘' },
    closingQuotes: { double: '»', single: '’' },
  },
};

/** A word no copy writes, standing in for a placeholder while the quotes are set. */
const PLACEHOLDER_WORD = 'typographicplaceholder';
const PLACEHOLDER_WORD_PATTERN = new RegExp(`${PLACEHOLDER_WORD}(\\d+)${PLACEHOLDER_WORD}`, 'g');

const processors = {
  en: retext().use(retextSmartypants, SMARTYPANTS.en).freeze(),
  es: retext().use(retextSmartypants, SMARTYPANTS.es).freeze(),
} satisfies Record<Locale, unknown>;

/**
 * A text (a title, a description, a line of page copy) with the language's typography. Its
 * `{name}` placeholders (filled in by the page) are read as words meanwhile: a quote after a
 * brace would otherwise open, "{siteName}'s" would become “{siteName}‘s”.
 */
export function typographic(text: string, locale: Locale): string {
  const placeholders: string[] = [];
  const words = text.replace(PLACEHOLDER, (placeholder) => {
    placeholders.push(placeholder);
    return `${PLACEHOLDER_WORD}${placeholders.length - 1}${PLACEHOLDER_WORD}`;
  });
  return String(processors[locale].processSync(words)).replace(
    PLACEHOLDER_WORD_PATTERN,
    (_, index: string) => placeholders[Number(index)] ?? '',
  );
}
