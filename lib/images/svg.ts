import type { Random } from '@/lib/random/seeded';

type Attrs = Record<string, string | number | undefined>;

// One decimal keeps the SVG text small; nobody sees a tenth of a canvas pixel.
export const num = (value: number) => String(Math.round(value * 10) / 10);

/** One SVG element as text; attributes left undefined are omitted. */
export function el(name: string, attrs: Attrs, ...children: string[]): string {
  const text = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  return children.length ? `<${name}${text}>${children.join('')}</${name}>` : `<${name}${text}/>`;
}

export function svgDocument(width: number, height: number, ...children: string[]): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, ...children);
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }),
    el('stop', { offset: 1, 'stop-color': bottom }),
  );
}

export function points(...coordinates: Array<[number, number]>): string {
  return coordinates.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

export function between(random: Random, min: number, max: number): number {
  return min + random.next() * (max - min);
}

export function times<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `from` moved towards `to` by `amount` (0–1): how a drawing dims its colours at dusk and night. */
export function mix(from: string, to: string, amount: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return `#${a
    .map((channel, i) =>
      Math.round(channel + (b[i] - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
