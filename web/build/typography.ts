import { retext } from 'retext';
import retextSmartypants, { type Options as SmartypantsOptions } from 'retext-smartypants';
import type { Locale } from '../src/config/locales.ts';

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

/** A text (a title, a description, a line of page copy) with the language's typography. */
export function typographic(text: string, locale: Locale): string {
  return String(processors[locale].processSync(text));
}

const processors = {
  en: retext().use(retextSmartypants, SMARTYPANTS.en).freeze(),
  es: retext().use(retextSmartypants, SMARTYPANTS.es).freeze(),
} satisfies Record<Locale, unknown>;
