import { describe, expect, it } from 'vitest';
import { typographic } from '../../web/build/typography';

describe('the typography the build sets in a text', () => {
  it('sets English quotes, apostrophes, dashes and ellipses', () => {
    expect(typographic('A buyer\'s "checklist" -- and more --- and then...', 'en')).toBe(
      'A buyer’s “checklist” – and more — and then…',
    );
  });

  it('quotes Spanish with angle quotes, a quote within them with single ones', () => {
    expect(typographic("Dijo: \"el informe 'limpio' de O'Brien\".", 'es')).toBe(
      'Dijo: «el informe ‘limpio’ de O’Brien».',
    );
  });

  it('leaves a placeholder as written and reads it as a word', () => {
    expect(typographic('{siteName}\'s team, the "{skipLink}" link', 'en')).toBe(
      '{siteName}’s team, the “{skipLink}” link',
    );
    expect(typographic('Pulse "{send}" otra vez', 'es')).toBe('Pulse «{send}» otra vez');
  });

  it('changes nothing in a text without straight quotes, dashes or dots', () => {
    const text = 'Consultants on the ground, working to one standard: 24/7, {email}.';
    expect(typographic(text, 'en')).toBe(text);
  });
});
