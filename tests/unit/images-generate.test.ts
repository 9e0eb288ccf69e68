import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedKinds, generatedSize, generateSvg } from '@/lib/images/generate';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919);

async function pixels(svg: string) {
  return sharp(Buffer.from(svg)).resize(120).removeAlpha().raw().toBuffer();
}

describe.each(generatedKinds)('generateSvg(%s)', (kind) => {
  it('draws the same picture for the same seed', () => {
    for (const seed of [0, 1, 42, 123_456]) expect(generateSvg(kind, seed)).toBe(generateSvg(kind, seed));
  });

  it('draws a different picture for every seed', async () => {
    const texts = SEEDS.map((seed) => generateSvg(kind, seed));
    expect(new Set(texts).size).toBe(SEEDS.length);
    const [a, b] = await Promise.all([pixels(texts[0]), pixels(texts[1])]);
    expect(a.equals(b)).toBe(false);
  });

  it('is a self-contained SVG that renders at its canvas size', async () => {
    const svg = generateSvg(kind, 7);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // No fonts, raster images or links to anything outside the document.
    expect(svg).not.toMatch(/<text|<image|href=|font|url\((?!#)/);
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata.format).toBe('svg');
    expect({ width: metadata.width, height: metadata.height }).toEqual(generatedSize(kind));
  });

  it('is a picture, not one flat box', async () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const stats = await sharp(Buffer.from(generateSvg(kind, seed)))
        .resize(200)
        .flatten({ background: '#ffffff' })
        .stats();
      expect(stats.entropy).toBeGreaterThan(0.5);
      expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    }
  });
});

describe('generated pictures', () => {
  it('give a facade and an interior of one seed their own look', () => {
    const facade = generateSvg('facade', 5);
    expect(facade).not.toBe(generateSvg('interior', 5));
    expect(facade).toContain('url(#sky)');
    expect(generateSvg('interior', 5)).toContain('url(#outside)');
  });

  it('show facades at different times of day', () => {
    const skies = new Set(SEEDS.map((seed) => /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(generateSvg('facade', seed))?.[1]));
    expect(skies.size).toBeGreaterThanOrEqual(4);
  });
});
