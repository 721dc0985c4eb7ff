/**
 * Renders the raster brand images in web/public from web/public/icon.svg with Debian's
 * chromium: the touch and manifest icons, favicon.ico and the 1200×630 social card. Run it by
 * hand after changing the icon or the card (`npx tsx web/build/render-brand-images.ts`); the
 * PNGs are committed, so building the site needs no browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import PAGE_META from '../src/content/en/page-meta.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const ICON_SVG = readFileSync(join(PUBLIC_DIR, 'icon.svg'), 'utf8');
const INK = '#0b1220';
const ACCENT = '#5eead4';

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

const socialCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 88px;background:radial-gradient(circle at 85% 20%, #1a2846 0, ${INK} 60%);color:#e6ebf3;font-family:'Liberation Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:88px;height:88px">${ICON_SVG}</div>
    <div style="font-size:44px;font-weight:700;letter-spacing:0.02em">Vantage Ward</div>
  </div>
  <div>
    <div style="font-size:30px;color:${ACCENT};letter-spacing:0.16em;font-weight:700">${PAGE_META.home.title.toUpperCase()}</div>
    <div style="font-size:54px;line-height:1.15;font-weight:700;margin-top:20px;max-width:980px">Application, infrastructure and physical security, run as one practice.</div>
  </div>
  <div style="font-size:26px;color:#a9b4c7">United States · Spain · Argentina</div>
</div></body></html>`;

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
    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(socialCard);
    writeFileSync(join(PUBLIC_DIR, 'social-card.png'), await page.screenshot({ type: 'png' }));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
