import { el, num } from './svg';

// Capital letters as strokes on a 10 × 14 grid, so marks and wordmarks need no font on the server.
const GLYPHS: Record<string, string> = {
  A: 'M0 14L5 0L10 14M2.2 8H7.8',
  B: 'M0 14V0H6Q9.5 0 9.5 3.5Q9.5 7 6 7H0M6 7Q10 7 10 10.5Q10 14 6 14H0',
  C: 'M10 2.5Q8 0 5 0Q0 0 0 7Q0 14 5 14Q8 14 10 11.5',
  D: 'M0 0V14H4Q10 14 10 7Q10 0 4 0Z',
  E: 'M10 0H0V14H10M0 7H7',
  F: 'M10 0H0V14M0 7H7',
  G: 'M10 2.5Q8 0 5 0Q0 0 0 7Q0 14 5 14Q10 14 10 8H5.5',
  H: 'M0 0V14M10 0V14M0 7H10',
  I: 'M5 0V14M2 0H8M2 14H8',
  J: 'M10 0V10Q10 14 5 14Q1 14 0 10.5',
  K: 'M0 0V14M10 0L0 8.5M3.3 6.3L10 14',
  L: 'M0 0V14H10',
  M: 'M0 14V0L5 9L10 0V14',
  N: 'M0 14V0L10 14V0',
  O: 'M5 0Q0 0 0 7Q0 14 5 14Q10 14 10 7Q10 0 5 0Z',
  P: 'M0 14V0H6Q10 0 10 4Q10 8 6 8H0',
  Q: 'M5 0Q0 0 0 7Q0 14 5 14Q10 14 10 7Q10 0 5 0ZM6 10L10 14',
  R: 'M0 14V0H6Q10 0 10 4Q10 8 6 8H0M5.5 8L10 14',
  S: 'M10 2Q8.5 0 5 0Q0.5 0 0.5 3.5Q0.5 7 5 7Q9.5 7 9.5 10.5Q9.5 14 5 14Q1.5 14 0 12',
  T: 'M0 0H10M5 0V14',
  U: 'M0 0V9Q0 14 5 14Q10 14 10 9V0',
  V: 'M0 0L5 14L10 0',
  W: 'M0 0L2.5 14L5 5L7.5 14L10 0',
  X: 'M0 0L10 14M10 0L0 14',
  Y: 'M0 0L5 7L10 0M5 7V14',
  Z: 'M0 0H10L0 14H10',
};

export const LETTERS = Object.keys(GLYPHS);

const GLYPH_WIDTH = 10;
const GLYPH_HEIGHT = 14;
const LETTER_GAP = 4;

/** The width `text` takes when drawn `height` pixels tall. */
export function strokeTextWidth(text: string, height: number): number {
  const scale = height / GLYPH_HEIGHT;
  return (text.length * GLYPH_WIDTH + (text.length - 1) * LETTER_GAP) * scale;
}

/** Capital letters (others are skipped) drawn as strokes with their top-left corner at (x, y). */
export function strokeText(text: string, x: number, y: number, height: number, color: string, weight: number): string {
  const scale = height / GLYPH_HEIGHT;
  const letters = [...text.toUpperCase()]
    .map((letter, index) => ({ d: GLYPHS[letter], offset: index * (GLYPH_WIDTH + LETTER_GAP) }))
    .filter(({ d }) => d)
    .map(({ d, offset }) => el('path', { d, transform: `translate(${offset} 0)` }));
  const style = {
    transform: `translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 1000) / 1000})`,
    fill: 'none',
    stroke: color,
    // The stroke is scaled with the glyphs, so its width is given in glyph units.
    'stroke-width': weight / scale,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  return el('g', style, ...letters);
}
