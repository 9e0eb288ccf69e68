import sharp from './sharp';
import { strokeText, strokeTextWidth } from './stroke-font';
import { el, points, svgDocument } from './svg';

// The social (Open Graph) image is 1200 × 630.
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
const TEAL = '#0b5d57';
const GOLD = '#f2b84b';
const CREAM = '#fdf7ea';

function houseMark(x: number, y: number, size: number): string {
  const s = size / 100;
  const at = (px: number, py: number): [number, number] => [x + px * s, y + py * s];
  return [
    el('polygon', { points: points(at(50, 0), at(100, 42), at(100, 100), at(0, 100), at(0, 42)), fill: CREAM }),
    el('rect', { x: x + 40 * s, y: y + 58 * s, width: 20 * s, height: 42 * s, rx: 3 * s, fill: GOLD }),
    el('rect', { x: x + 16 * s, y: y + 50 * s, width: 16 * s, height: 16 * s, fill: TEAL }),
    el('rect', { x: x + 68 * s, y: y + 50 * s, width: 16 * s, height: 16 * s, fill: TEAL }),
  ].join('');
}

function skyline(): string {
  const roofs = [0, 150, 290, 400, 560, 690, 820, 960, 1080].map((x, i) => {
    const height = 70 + ((i * 37) % 60);
    const top = SOCIAL_SIZE.height - height;
    return el('polygon', {
      points: points([x, SOCIAL_SIZE.height], [x, top], [x + 60, top - 40], [x + 120, top], [x + 120, SOCIAL_SIZE.height]),
    });
  });
  return el('g', { fill: '#0f6f68' }, ...roofs);
}

/** The SVG of the default social image: the house mark and the wordmark on the brand colours. */
export function socialImageSvg(): string {
  const { width, height } = SOCIAL_SIZE;
  const wordHeight = 100;
  const wordX = 460;
  return svgDocument(
    width,
    height,
    el('rect', { width, height, fill: TEAL }),
    el('circle', { cx: 1090, cy: 100, r: 56, fill: GOLD }),
    skyline(),
    houseMark(150, 175, 240),
    strokeText('HJEMLY', wordX, 245, wordHeight, CREAM, 20),
    el('rect', { x: wordX, y: 380, width: strokeTextWidth('HJEMLY', wordHeight), height: 14, rx: 7, fill: GOLD }),
  );
}

export function renderSocialImage(): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg())).png({ compressionLevel: 9 }).toBuffer();
}
