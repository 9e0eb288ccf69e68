import type { Random } from '@/lib/random/seeded';
import { LETTERS, strokeText, strokeTextWidth } from './stroke-font';
import { el, points, svgDocument } from './svg';

export const LOGO_SIZE = { width: 400, height: 400 } as const;
const C = LOGO_SIZE.width / 2;

// Pairs of ground and ink that keep the letters readable.
const COLOURS: Array<[string, string]> = [
  ['#0b5d57', '#f2b84b'],
  ['#1f3a5f', '#e9c46a'],
  ['#7a1f5c', '#f4d6e6'],
  ['#2a6f4e', '#ffffff'],
  ['#c0392b', '#ffffff'],
  ['#222222', '#f2b84b'],
  ['#3d5a80', '#e0fbfc'],
  ['#6b4226', '#f1d7b8'],
];

const SHAPES: Record<string, (fill: string) => string> = {
  circle: (fill) => el('circle', { cx: C, cy: C, r: 190, fill }),
  square: (fill) => el('rect', { x: 14, y: 14, width: 372, height: 372, rx: 64, fill }),
  house: (fill) => el('polygon', { points: points([C, 12], [388, 170], [388, 388], [12, 388], [12, 170]), fill }),
  shield: (fill) => el('path', { d: 'M30 20H370V210Q370 330 200 390Q30 330 30 210Z', fill }),
};

/** A company's monogram: one or two letters on a coloured mark, drawn without fonts. */
export function drawLogo(random: Random): string {
  const [ground, ink] = random.pick(COLOURS);
  const shape = random.pick(Object.keys(SHAPES));
  const letters = random.chance(0.6) ? random.pick(LETTERS) + random.pick(LETTERS) : random.pick(LETTERS);
  const height = letters.length === 2 ? 130 : 170;
  const top = C - height / 2 + (shape === 'house' ? 45 : 0);
  const chevron =
    shape !== 'house' && random.chance(0.5)
      ? el('path', {
          d: `M${C - 80} ${top - 22}L${C} ${top - 72}L${C + 80} ${top - 22}`,
          fill: 'none',
          stroke: ink,
          'stroke-width': 16,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        })
      : '';
  return svgDocument(
    LOGO_SIZE.width,
    LOGO_SIZE.height,
    SHAPES[shape](ground),
    chevron,
    strokeText(letters, C - strokeTextWidth(letters, height) / 2, top + (chevron ? 20 : 0), height, ink, 24),
  );
}
