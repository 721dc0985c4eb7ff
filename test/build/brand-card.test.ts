import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CARD_SIZE,
  cardSvg,
  fitHeadline,
  HEADLINE_MAX_LINES,
  renderCard,
} from '../../web/build/brand-card';

// Long words in a long headline: the worst a title of the schema's length can do to the card.
const LONGEST_HEADLINE =
  'Autorización rota a nivel de objeto en APIs de terceros: comprobaciones independientes, responsabilidades compartidas, plazos de remediación y verificación';

describe('the brand card', () => {
  it('sets a short headline at the largest size, on few lines', () => {
    const fitted = fitHeadline('What a useful penetration-test report contains');
    expect(fitted.size).toBe(60);
    expect(fitted.lines).toHaveLength(2);
  });

  it(`fits a very long Spanish headline in ${HEADLINE_MAX_LINES} lines by setting it smaller`, () => {
    const fitted = fitHeadline(LONGEST_HEADLINE);
    expect(fitted.lines.length).toBeLessThanOrEqual(HEADLINE_MAX_LINES);
    expect(fitted.size).toBeLessThan(60);
    expect(fitted.lines.join(' ')).toBe(LONGEST_HEADLINE);
  });

  it('refuses a headline that cannot fit, naming it, instead of drawing past the edge', () => {
    const tooLong = `${LONGEST_HEADLINE} ${LONGEST_HEADLINE}`;
    expect(() => fitHeadline(tooLong)).toThrow(/cannot fit .*Autorización rota.* shorten it/);
  });

  it('draws every text as an outline, so the card needs no font on the machine', () => {
    const svg = cardSvg({
      eyebrow: 'Publicaciones',
      headline: '¿Qué revisa una auditoría física?',
      footer: 'Martín Aguirre · 20 de noviembre de 2026',
      locale: 'es',
    });
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path fill=/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a character its font cannot draw rather than drawing an empty box', () => {
    expect(() =>
      cardSvg({ eyebrow: 'Insights', headline: 'Threat models 🔐', footer: 'x', locale: 'en' }),
    ).toThrow(/no glyph for 🔐/);
  });

  it('is a 1200×630 PNG', async () => {
    const png = await renderCard({
      eyebrow: 'Insights',
      headline: 'A title',
      footer: 'A footer',
      locale: 'en',
    });
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'png',
      CARD_SIZE.width,
      CARD_SIZE.height,
    ]);
  });
});
