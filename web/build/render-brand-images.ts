/**
 * Renders the raster brand images in web/public from web/public/icon.svg with Debian's
 * chromium: the touch and manifest icons, favicon.ico and each language's 1200×630 social card
 * (web/build/social-card.ts). Run it by hand after changing the icon or a card's texts
 * (`npx tsx web/build/render-brand-images.ts`); the PNGs are committed, so building the site
 * needs no browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LOCALES, type Locale } from '../src/config/locales.ts';
import type { PageMetaCopy } from '../src/content/types.ts';
import { readPageCopy } from './page-copy/load-page-copy.ts';
import { SOCIAL_CARD_COPY, SOCIAL_CARD_PATHS, SOCIAL_CARD_SIZE } from './social-card.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const ICON_SVG = readFileSync(join(PUBLIC_DIR, 'icon.svg'), 'utf8');
const INK = '#0b1220';
const ACCENT = '#5eead4';
const PAGE_META = Object.fromEntries(
  LOCALES.map((locale) => [locale, readPageCopy(locale, 'page-meta')]),
) as Readonly<Record<Locale, PageMetaCopy>>;

/** An ICO file holding one PNG image (ICONDIR + one ICONDIRENTRY, then the PNG). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14);
  header.writeUInt32LE(header.byteLength, 18);
  return Buffer.concat([header, png]);
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The card of a language: the home page's title, the tagline and the markets line. */
function socialCardHtml(locale: Locale): string {
  const { tagline, markets } = SOCIAL_CARD_COPY[locale];
  const title = PAGE_META[locale].home.title.toLocaleUpperCase(locale);
  return `<!doctype html><html lang="${locale}"><body style="margin:0">
<div style="width:${SOCIAL_CARD_SIZE.width}px;height:${SOCIAL_CARD_SIZE.height}px;box-sizing:border-box;padding:80px 88px;background:radial-gradient(circle at 85% 20%, #1a2846 0, ${INK} 60%);color:#e6ebf3;font-family:'Liberation Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:88px;height:88px">${ICON_SVG}</div>
    <div style="font-size:44px;font-weight:700;letter-spacing:0.02em">Vantage Ward</div>
  </div>
  <div>
    <div style="font-size:30px;color:${ACCENT};letter-spacing:0.16em;font-weight:700">${escapeHtml(title)}</div>
    <div style="font-size:54px;line-height:1.15;font-weight:700;margin-top:20px;max-width:980px">${escapeHtml(tagline)}</div>
  </div>
  <div style="font-size:26px;color:#a9b4c7">${escapeHtml(markets)}</div>
</div></body></html>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['favicon-32.png', 32],
    ] as const) {
      await page.setViewportSize({ width: size, height: size });
      // The touch icon is shown square: iOS rounds the corners itself.
      const rounded =
        file === 'apple-touch-icon.png' ? ICON_SVG.replace('rx="14"', 'rx="0"') : ICON_SVG;
      await page.setContent(
        `<body style="margin:0;background:${file === 'apple-touch-icon.png' ? INK : 'transparent'}"><div style="width:${size}px;height:${size}px">${rounded}</div></body>`,
      );
      const png = await page.screenshot({ omitBackground: file !== 'apple-touch-icon.png' });
      if (file === 'favicon-32.png')
        writeFileSync(join(PUBLIC_DIR, 'favicon.ico'), icoOf(png, size));
      else writeFileSync(join(PUBLIC_DIR, file), png);
    }
    await page.setViewportSize(SOCIAL_CARD_SIZE);
    for (const locale of LOCALES) {
      await page.setContent(socialCardHtml(locale));
      const png = await page.screenshot({ type: 'png' });
      writeFileSync(join(PUBLIC_DIR, SOCIAL_CARD_PATHS[locale].slice(1)), png);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
