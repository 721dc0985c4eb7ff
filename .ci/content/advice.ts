/**
 * How to fix a finding, in words an editor understands: one rule per kind of message the
 * loaders, the link check and the spell check write (web/build/page-copy, web/build/insights,
 * cspell), first match wins. The message itself stays as the check wrote it, beside this.
 */
import type { Problem } from './problems.ts';

interface Rule {
  readonly when: RegExp;
  readonly checks?: readonly Problem['check'][];
  readonly fix: (match: RegExpExecArray, problem: Problem) => string;
}

const quote = (words: readonly string[]) => words.map((word) => `“${word}”`).join(' or ');

const RULES: readonly Rule[] = [
  {
    when: /./,
    checks: ['spelling'],
    fix: (_match, { suggestions }) =>
      `${suggestions?.length ? `Correct it (did you mean ${quote(suggestions)}?)` : 'Correct the spelling'}. If the word is right (a name, a product, a term of the trade), ask an engineer to add it to the site’s word list.`,
  },
  {
    when: /^is longer than (\d+) characters/,
    fix: ([, max]) => `Shorten it to ${max} characters or fewer, spaces included.`,
  },
  { when: /^is required$/, fix: () => 'Fill it in: the page cannot be built without it.' },
  {
    when: /^must not be empty$/,
    fix: () => 'Write some text in it; if the field is optional, remove it instead.',
  },
  { when: /^needs at least one item$/, fix: () => 'Add at least one entry to the list.' },
  {
    when: /^must be one of [^:]*: (.*)$/s,
    fix: ([, values]) => `Choose one of these values: ${values}.`,
  },
  {
    when: /^Unrecognized keys?: (.*)$/,
    fix: ([, keys]) =>
      `Remove ${keys}, or correct its spelling: this kind of page has no such field.`,
  },
  {
    when: /^not a field of an article$/,
    fix: () => 'Remove it, or correct its spelling: articles have no such field.',
  },
  {
    when: /^missing: every language needs this file/,
    fix: () =>
      'Write this text in the missing language too: every page exists in English and in Spanish.',
  },
  {
    when: /^not a page copy file/,
    fix: () => 'Move its text into one of the page files the site reads, then delete this file.',
  },
  {
    when: /pairs with no article of the other language/,
    fix: () =>
      'Write the translation with the same translation key. An article in one language only takes its own file name as its key, or none.',
  },
  {
    when: /is also the key of|pairs with more than one article/,
    fix: () => 'Give each pair of translations a key of its own.',
  },
  {
    when: /is not an author of/,
    fix: () => 'Choose an author from the authors’ list, or ask an engineer to add the person.',
  },
  {
    when: /is after today: a published article goes live/,
    fix: () =>
      'Set today’s date, or switch Draft on and publish it on that day: the site has no scheduled publishing.',
  },
  {
    when: /expected object, received null/,
    fix: () =>
      'This part was saved empty (for a cover: switched off and on again, or a translation whose image was not chosen). Choose its image and text again in this language, or remove it.',
  },
  {
    when: /^image ".*" has no alt text/,
    fix: () =>
      'Describe the image in the brackets before its address: what it shows, for someone who cannot see it.',
  },
  {
    when: /is before published/,
    fix: () => 'Set “updated” to the publication date or later, or remove it.',
  },
  {
    when: /^link ".*": external links use https/,
    fix: () => 'Use the address that starts with https://.',
  },
  {
    when: /^link ".*": no page or article at/,
    fix: () =>
      'Correct the link: use a page of the site as its address shows it (/contact, /es/contacto) or an article’s address, or an https:// address elsewhere.',
  },
  {
    when: /^link ".*": .* has no heading or note with the anchor/,
    fix: () => 'Link to a heading that exists in that article, or drop the part after #.',
  },
  {
    when: /^link ".*"/,
    fix: () =>
      'Write the link as a page of the site (/contact), an https:// address or a #heading.',
  },
  {
    when: /^image ".*"/,
    fix: () =>
      'Upload the image through the editor’s media library (it goes to the site’s media folder) and choose it again.',
  },
  {
    when: /^is not lower-case letters|is longer than \d+ characters$/,
    fix: () =>
      'Rename the article’s address (its slug): lower-case letters, digits and single hyphens, short.',
  },
  {
    when: /--- block|Implicit keys|Nested mappings|bad indentation|Map keys must be unique|unexpected|Missing closing/i,
    fix: () =>
      'The file’s structure is broken at this point (a quote, colon or indentation): undo the last change to it in the editor, or ask an engineer.',
  },
];

/** The fix to suggest for a finding. */
export function adviceFor(problem: Problem): string {
  for (const rule of RULES) {
    if (rule.checks && !rule.checks.includes(problem.check)) continue;
    if (!rule.checks && problem.check === 'spelling') continue;
    const match = rule.when.exec(problem.message);
    if (match) return rule.fix(match, problem);
  }
  return 'Correct it as the message says; if it is unclear, ask an engineer on the pull request.';
}
