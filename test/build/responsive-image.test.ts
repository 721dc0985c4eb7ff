import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveImage, vectorImage, widthsFor } from '../../web/build/responsive-image';

const work = mkdtempSync(join(tmpdir(), 'responsive-image-'));
const cacheDir = join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('widthsFor', () => {
  it.each([
    [2000, [480, 800, 1600], [480, 800, 1600]],
    [1000, [480, 800, 1600], [480, 800, 1000]],
    [300, [480, 800], [300]],
    [800, [800, 480], [480, 800]],
  ])('a %i px original asked for %j gives %j (never enlarged)', (original, wanted, expected) => {
    expect(widthsFor(original, wanted)).toEqual(expected);
  });
});

describe('responsiveImage', () => {
  const photo = join(work, 'cover.png');
  const logo = join(work, 'logo.png');
  beforeAll(async () => {
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toFile(photo);
    await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(logo);
  });

  it('serves AVIF and WebP at each width with a JPEG fallback, and the size the page reserves', async () => {
    const outDir = join(work, 'dist');
    const image = await responsiveImage(photo, { outDir, widths: [480, 1600], cacheDir });
    expect([image.width, image.height]).toEqual([1000, 500]);
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources[0]?.srcset).toMatch(
      /^\/assets\/media\/cover-[0-9a-f]{10}-480\.avif 480w, \/assets\/media\/cover-[0-9a-f]{10}-1000\.avif 1000w$/,
    );
    expect(image.src).toMatch(/^\/assets\/media\/cover-[0-9a-f]{10}-1000\.jpg$/);
    const files = readdirSync(join(outDir, 'assets', 'media'));
    expect(files).toHaveLength(6);
    for (const file of files) {
      const metadata = await sharp(join(outDir, 'assets', 'media', file)).metadata();
      expect([480, 1000]).toContain(metadata.width);
    }
  });

  it('keeps transparency in a PNG fallback', async () => {
    const image = await responsiveImage(logo, {
      outDir: join(work, 'dist'),
      widths: [480],
      cacheDir,
    });
    expect(image.src).toMatch(/logo-[0-9a-f]{10}-400\.png$/);
  });

  it('gives an image whose alpha channel is opaque everywhere the lighter JPEG fallback', async () => {
    const opaque = join(work, 'screenshot.png');
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toFile(opaque);
    const image = await responsiveImage(opaque, {
      outDir: join(work, 'dist'),
      widths: [480],
      cacheDir,
    });
    expect(image.src).toMatch(/screenshot-[0-9a-f]{10}-300\.jpg$/);
  });

  it('reuses cached encodings: a second build writes the same files without encoding again', async () => {
    const again = join(work, 'dist-again');
    await responsiveImage(photo, { outDir: again, widths: [480, 1600], cacheDir });
    const cached = readdirSync(cacheDir).filter((file) => file.startsWith('cover-'));
    const before = cached.map((file) => statSync(join(cacheDir, file)).mtimeMs);
    await responsiveImage(photo, { outDir: again, widths: [480, 1600], cacheDir });
    expect(cached.map((file) => statSync(join(cacheDir, file)).mtimeMs)).toEqual(before);
  });

  it('names the file when it is not an image', async () => {
    const notImage = join(work, 'notes.jpg');
    writeFileSync(notImage, 'not an image');
    await expect(
      responsiveImage(notImage, { outDir: work, widths: [480], cacheDir }),
    ).rejects.toThrow(/notes\.jpg: not an image/);
  });
});

describe('vectorImage', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>';

  it('copies an SVG as it is under a hashed name, with the size its viewBox gives', async () => {
    const file = join(work, 'Flow Chart.svg');
    writeFileSync(file, svg);
    const outDir = join(work, 'dist-svg');
    const image = await vectorImage(file, { outDir });
    expect(image).toEqual({
      src: expect.stringMatching(/^\/assets\/media\/flow-chart-[0-9a-f]{10}\.svg$/),
      width: 640,
      height: 360,
    });
    expect(readFileSync(join(outDir, image.src), 'utf8')).toBe(svg);
  });

  it('names the file when it is not an SVG', async () => {
    const file = join(work, 'photo.svg');
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toFile(file);
    await expect(vectorImage(file, { outDir: work })).rejects.toThrow(/photo\.svg: not an SVG/);
  });
});
