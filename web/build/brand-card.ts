/**
 * The brand's 1200×630 social card, drawn as SVG with its text turned into outlines (Arimo, the
 * metric twin of the Liberation Sans the language cards were drawn in) and rasterized by sharp,
 * so a card needs neither a browser nor a system font: the build draws one per article.
 *
 * The headline is set at the largest size at which it fits in `HEADLINE_MAX_LINES` lines of
 * the card's text column; a headline that does not fit even at the smallest size is refused,
 * naming it, rather than drawn past the card's edge.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

const INK = '#0b1220';
const INK_GLOW = '#1a2846';
const ACCENT = '#5eead4';
const TEXT = '#e6ebf3';
const MUTED = '#a9b4c7';
const PADDING_X = 88;
const PADDING_Y = 80;
const COLUMN_WIDTH = CARD_SIZE.width - 2 * PADDING_X;

/** Largest first: the headline takes the first size at which it fits. */
const HEADLINE_SIZES = [60, 56, 52, 48, 44, 40] as const;
export const HEADLINE_MAX_LINES = 4;
const HEADLINE_LINE_HEIGHT = 1.15;

const require = createRequire(import.meta.url);
function fontOf(weight: 400 | 700): opentype.Font {
  const file = require.resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff`);
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}
const BOLD = fontOf(700);
const REGULAR = fontOf(400);

const ICON_SVG = readFileSync(require.resolve('../public/icon.svg'), 'utf8');

export interface CardText {
  /** The small capitals line above the headline (a section or the site's title). */
  readonly eyebrow: string;
  readonly headline: string;
  /** The line at the foot of the card. */
  readonly footer: string;
  /** For `toLocaleUpperCase` of the eyebrow. */
  readonly locale: string;
}

/** The headline's lines and size: the largest size at which it fits the column. */
export function fitHeadline(headline: string): { size: number; lines: string[] } {
  for (const size of HEADLINE_SIZES) {
    const lines = wrap(headline, size);
    if (
      lines.length <= HEADLINE_MAX_LINES &&
      lines.every((line) => widthOf(line, size) <= COLUMN_WIDTH)
    ) {
      return { size, lines };
    }
  }
  throw new Error(
    `The social card cannot fit "${headline}" in ${HEADLINE_MAX_LINES} lines even at ${HEADLINE_SIZES.at(-1)} px: shorten it.`,
  );
}

function widthOf(text: string, size: number, font = BOLD): number {
  return font.getAdvanceWidth(text, size, { kerning: true });
}

/** Greedy line breaking at spaces, measured with the headline's own font. */
function wrap(text: string, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate, size) > COLUMN_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function assertGlyphs(text: string, font: opentype.Font): void {
  const missing = [...text].filter((char) => char.trim() && font.charToGlyphIndex(char) === 0);
  if (missing.length > 0) {
    throw new Error(
      `The social card's font has no glyph for ${[...new Set(missing)].join(' ')} in "${text}"`,
    );
  }
}

/** One line of text as an outline path, its baseline at `y`. */
function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  options: { font?: opentype.Font; fill: string; letterSpacing?: number },
): string {
  const font = options.font ?? BOLD;
  assertGlyphs(text, font);
  const spacing = options.letterSpacing ?? 0;
  if (spacing === 0) {
    return `<path fill="${options.fill}" d="${font.getPath(text, x, y, size, { kerning: true }).toPathData(2)}"/>`;
  }
  let cursor = x;
  const parts: string[] = [];
  for (const char of text) {
    parts.push(font.getPath(char, cursor, y, size).toPathData(2));
    cursor += font.getAdvanceWidth(char, size) + spacing * size;
  }
  return `<path fill="${options.fill}" d="${parts.join('')}"/>`;
}

/** The card as SVG, every text an outline. */
export function cardSvg(text: CardText): string {
  const { width, height } = CARD_SIZE;
  const headline = fitHeadline(text.headline);
  const eyebrowSize = 30;
  const headlineLead = headline.size * HEADLINE_LINE_HEIGHT;
  // The eyebrow and headline block sits centred between the brand row and the footer.
  const blockHeight = eyebrowSize + 20 + headlineLead * headline.lines.length;
  const top = PADDING_Y + 88;
  const bottom = height - PADDING_Y - 26;
  const blockTop = top + (bottom - top - blockHeight) / 2;
  const eyebrowBaseline = blockTop + eyebrowSize * 0.8;
  const headlinePaths = headline.lines.map((line, index) =>
    textPath(
      line,
      PADDING_X,
      blockTop + eyebrowSize + 20 + headlineLead * index + headline.size * 0.95,
      headline.size,
      {
        fill: TEXT,
      },
    ),
  );
  const icon = ICON_SVG.replace(
    '<svg ',
    `<svg x="${PADDING_X}" y="${PADDING_Y}" width="88" height="88" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><radialGradient id="glow" cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.hypot(width, height) * 0.6}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${INK_GLOW}"/><stop offset="1" stop-color="${INK}"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${icon}
${textPath('Vantage Ward', PADDING_X + 88 + 24, PADDING_Y + 44 + 15, 44, { fill: TEXT, letterSpacing: 0.02 })}
${textPath(text.eyebrow.toLocaleUpperCase(text.locale), PADDING_X, eyebrowBaseline, eyebrowSize, { fill: ACCENT, letterSpacing: 0.16 })}
${headlinePaths.join('\n')}
${textPath(text.footer, PADDING_X, height - PADDING_Y, 26, { font: REGULAR, fill: MUTED })}
</svg>`;
}

/** The card as a PNG. */
export async function renderCard(text: CardText): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(text)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
