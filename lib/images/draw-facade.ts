import type { Random } from '@/lib/random/seeded';
import { between, el, mix, num, points, svgDocument, times, verticalGradient } from './svg';

export const FACADE_SIZE = { width: 1200, height: 800 } as const;
const W = FACADE_SIZE.width;
const GROUND_Y = 690;
const NIGHT = '#0a1330';

type Sky = { top: string; bottom: string; body?: string; cloud: string; shade: number; lit: number; low?: boolean };

// `shade` dims every lit-by-daylight colour; `lit` is the share of windows with the lights on.
const SKIES: Sky[] = [
  { top: '#4f9fe0', bottom: '#cde6fa', body: '#fff6c8', cloud: '#ffffff', shade: 0, lit: 0 },
  { top: '#8c9fb1', bottom: '#dce2e7', cloud: '#eef1f4', shade: 0.12, lit: 0.05 },
  { top: '#7fb8ef', bottom: '#fcd8b0', body: '#fff0c4', cloud: '#fff3e6', shade: 0.05, lit: 0.1 },
  { top: '#2f3f7a', bottom: '#f3a067', body: '#ffc27a', cloud: '#f6b08a', shade: 0.3, lit: 0.45, low: true },
  { top: '#08112b', bottom: '#27366a', body: '#f3efd9', cloud: '#2c3a66', shade: 0.62, lit: 0.7 },
];
// Danish red, yellow and dark brick, then plastered fronts in the colours of Copenhagen streets.
const WALLS = [
  { color: '#9c4a3a', brick: true },
  { color: '#c9a45a', brick: true },
  { color: '#6a3d30', brick: true },
  { color: '#b5604a', brick: true },
  { color: '#ece5d8', brick: false },
  { color: '#d99b52', brick: false },
  { color: '#e2b8a3', brick: false },
  { color: '#a9a59c', brick: false },
  { color: '#9fb3a0', brick: false },
];
const ROOFS = ['#7a2f26', '#3a3e44', '#4f5a52', '#2f3b48', '#8a4a2e'];
const FRAMES = ['#f4f2ec', '#2c2c2c', '#e8e1cf', '#4a5a52'];
const DOORS = ['#2f5d46', '#6b2c2c', '#2d3f5e', '#3b3b3b', '#8a5a2b'];
const LEAVES = [
  ['#4f7a3f', '#3c6632', '#6a8f45'],
  ['#5c8a3c', '#45703a', '#7da04a'],
  ['#c5832f', '#a6562b', '#d9a441'],
];

type Building = {
  x: number;
  top: number;
  width: number;
  storeys: number;
  storeyHeight: number;
  bays: number;
  roofHeight: number;
  pitched: boolean;
  wall: string;
  brick: boolean;
  roof: string;
  frame: string;
  balconies: 'none' | 'all' | 'alternate';
};

function planBuilding(random: Random, sky: Sky): Building {
  const storeys = random.int(2, 6);
  const pitched = random.chance(0.6);
  const roofHeight = pitched ? between(random, 70, 140) : 18;
  const storeyHeight = Math.min(115, (GROUND_Y - 70 - roofHeight) / storeys);
  const width = between(random, 0.5, 0.84) * W;
  const wall = random.pick(WALLS);
  return {
    x: between(random, 30, W - width - 30),
    top: GROUND_Y - storeys * storeyHeight,
    width,
    storeys,
    storeyHeight,
    bays: Math.max(3, Math.round(width / between(random, 95, 140))),
    roofHeight,
    pitched,
    wall: mix(wall.color, NIGHT, sky.shade),
    brick: wall.brick,
    roof: mix(random.pick(ROOFS), NIGHT, sky.shade),
    frame: mix(random.pick(FRAMES), NIGHT, sky.shade),
    balconies: storeys > 2 ? random.pick(['none', 'all', 'alternate'] as const) : 'none',
  };
}

function skyAndWeather(random: Random, sky: Sky): string {
  const parts = [el('rect', { width: W, height: GROUND_Y, fill: 'url(#sky)' })];
  if (sky.shade > 0.5) {
    parts.push(
      ...times(40, () =>
        el('circle', {
          cx: between(random, 0, W),
          cy: between(random, 0, 380),
          r: between(random, 0.8, 2.2),
          fill: '#ffffff',
          'fill-opacity': between(random, 0.4, 0.9),
        }),
      ),
    );
  }
  if (sky.body) {
    const y = sky.low ? between(random, 380, 470) : between(random, 70, 200);
    parts.push(el('circle', { cx: between(random, 80, W - 80), cy: y, r: between(random, 28, 46), fill: sky.body }));
  }
  parts.push(...times(random.int(0, 4), () => cloud(random, sky.cloud)));
  return parts.join('');
}

function cloud(random: Random, color: string): string {
  const x = between(random, 0, W);
  const y = between(random, 50, 260);
  const puffs = times(random.int(3, 5), (i) =>
    el('ellipse', {
      cx: x + i * between(random, 28, 42),
      cy: y + between(random, -12, 8),
      rx: between(random, 34, 60),
      ry: between(random, 18, 30),
    }),
  );
  return el('g', { fill: color }, ...puffs);
}

function neighbours(random: Random, sky: Sky): string {
  // Opaque colours blended by hand: group opacity makes librsvg composite a canvas-sized layer.
  const fill = mix(mix(sky.bottom, '#6f7f8f', 0.3), NIGHT, sky.shade * 0.45);
  return el(
    'g',
    { fill },
    ...times(random.int(3, 6), () => {
      const height = between(random, 150, 430);
      return el('rect', { x: between(random, -100, W), y: GROUND_Y - height, width: between(random, 120, 320), height });
    }),
  );
}

function street(random: Random, sky: Sky): string {
  const shade = (color: string) => mix(color, NIGHT, sky.shade);
  return [
    el('rect', { y: GROUND_Y, width: W, height: 24, fill: shade(random.pick(['#6f9a4a', '#7fa356', '#5e8a44'])) }),
    el('rect', { y: GROUND_Y + 24, width: W, height: 32, fill: shade('#b9b5ad') }),
    el('rect', { y: GROUND_Y + 56, width: W, height: 800 - GROUND_Y - 56, fill: shade('#55585c') }),
    ...times(8, (i) => el('rect', { x: i * 160 + 40, y: GROUND_Y + 84, width: 80, height: 6, fill: shade('#e9e6df') })),
  ].join('');
}

// Mortar courses as one path: librsvg paints a <pattern> tile by tile, which costs seconds at 2400 px.
function brickCourses(b: Building): string {
  if (!b.brick) return '';
  const rows = times(Math.floor((GROUND_Y - b.top) / 10), (i) => `M${num(b.x)} ${num(b.top + 10 * (i + 1))}h${num(b.width)}`);
  return el('path', { d: rows.join(''), stroke: mix(b.wall, '#000000', 0.3), 'stroke-width': 1, 'stroke-opacity': 0.35 });
}

function windowPane(x: number, y: number, w: number, h: number, frame: string, glass: string): string {
  return el(
    'g',
    {},
    el('rect', { x: x - 4, y: y - 4, width: w + 8, height: h + 8, fill: frame }),
    el('rect', { x, y, width: w, height: h, fill: glass }),
    el('rect', { x: x + w / 2 - 2, y, width: 4, height: h, fill: frame }),
    el('rect', { x, y: y + h * 0.38, width: w, height: 4, fill: frame }),
    el('rect', { x: x - 8, y: y + h + 4, width: w + 16, height: 6, fill: mix(frame, '#000000', 0.15) }),
  );
}

function windowsAndDoor(random: Random, b: Building, sky: Sky): string {
  const bayWidth = b.width / b.bays;
  const w = bayWidth * between(random, 0.4, 0.56);
  const h = b.storeyHeight * between(random, 0.5, 0.62);
  const doorBay = Math.floor(b.bays / 2);
  const door = random.pick(DOORS);
  const parts: string[] = [];
  for (let storey = 0; storey < b.storeys; storey++) {
    const floorY = GROUND_Y - storey * b.storeyHeight;
    for (let bay = 0; bay < b.bays; bay++) {
      const centre = b.x + bayWidth * (bay + 0.5);
      if (storey === 0 && bay === doorBay) {
        parts.push(doorway(centre, floorY, bayWidth, b.storeyHeight, mix(door, NIGHT, sky.shade), b.frame));
        continue;
      }
      const glass = random.chance(sky.lit) ? random.pick(['#ffd27a', '#ffe3a3', '#ffc768']) : 'url(#glass)';
      parts.push(windowPane(centre - w / 2, floorY - b.storeyHeight * 0.22 - h, w, h, b.frame, glass));
      if (storey > 0 && hasBalcony(b, bay)) parts.push(balcony(centre, floorY, bayWidth, b));
    }
  }
  return parts.join('');
}

function hasBalcony(b: Building, bay: number): boolean {
  return b.balconies === 'all' || (b.balconies === 'alternate' && bay % 2 === 1);
}

function doorway(centre: number, floorY: number, bayWidth: number, storeyHeight: number, door: string, frame: string): string {
  const w = bayWidth * 0.46;
  const h = storeyHeight * 0.8;
  return el(
    'g',
    {},
    el('rect', { x: centre - w / 2 - 5, y: floorY - h - 5, width: w + 10, height: h + 5, fill: frame }),
    el('rect', { x: centre - w / 2, y: floorY - h, width: w, height: h, fill: door }),
    el('rect', { x: centre - w / 2 + 6, y: floorY - h + 6, width: w - 12, height: h * 0.18, fill: 'url(#glass)' }),
  );
}

function balcony(centre: number, floorY: number, bayWidth: number, b: Building): string {
  const w = bayWidth * 0.86;
  const railing = b.storeyHeight * 0.3;
  const slabY = floorY - b.storeyHeight * 0.2;
  return el(
    'g',
    {},
    el('rect', { x: centre - w / 2, y: slabY, width: w, height: 8, fill: mix(b.wall, '#000000', 0.25) }),
    el('rect', {
      x: centre - w / 2,
      y: slabY - railing,
      width: w,
      height: railing,
      fill: '#cfe3ee',
      'fill-opacity': 0.45,
      stroke: b.frame,
      'stroke-width': 3,
    }),
  );
}

function roof(random: Random, b: Building): string {
  const right = b.x + b.width;
  if (!b.pitched) {
    return el('rect', {
      x: b.x - 6,
      y: b.top - b.roofHeight,
      width: b.width + 12,
      height: b.roofHeight,
      fill: mix(b.wall, '#000000', 0.2),
    });
  }
  const inset = between(random, 30, Math.min(140, b.width * 0.22));
  const ridge = b.top - b.roofHeight;
  const chimneys = times(random.int(0, 2), () => {
    const x = between(random, b.x + inset, right - inset - 24);
    return el('rect', { x, y: ridge - 34, width: 24, height: 50, fill: mix(b.wall, '#000000', 0.15) });
  });
  const dormers = random.chance(0.5) ? dormerRow(random, b, inset) : '';
  return [
    ...chimneys,
    el('polygon', { points: points([b.x - 14, b.top], [b.x + inset, ridge], [right - inset, ridge], [right + 14, b.top]), fill: b.roof }),
    dormers,
  ].join('');
}

function dormerRow(random: Random, b: Building, inset: number): string {
  const count = random.int(1, Math.max(1, Math.floor(b.bays / 2)));
  const span = b.width - 2 * inset - 60;
  const y = b.top - b.roofHeight * 0.72;
  return times(count, (i) => {
    const x = b.x + inset + 30 + (span * (i + 0.5)) / count - 24;
    return el(
      'g',
      {},
      el('rect', { x, y, width: 48, height: b.roofHeight * 0.6, fill: b.frame }),
      el('rect', { x: x + 9, y: y + 8, width: 30, height: b.roofHeight * 0.6 - 16, fill: 'url(#glass)' }),
    );
  }).join('');
}

function tree(random: Random, x: number, sky: Sky): string {
  const leaves = random.pick(LEAVES).map((color) => mix(color, NIGHT, sky.shade));
  const size = between(random, 45, 85);
  const crownY = GROUND_Y + 20 - size * 2.6;
  const crown = times(random.int(3, 5), (i) =>
    el('circle', {
      cx: x + between(random, -size * 0.6, size * 0.6),
      cy: crownY + between(random, -size * 0.4, size * 0.5),
      r: size * between(random, 0.6, 0.9),
      fill: leaves[i % 3],
    }),
  );
  const trunk = el('rect', { x: x - 7, y: crownY, width: 14, height: GROUND_Y + 20 - crownY, fill: mix('#5a4030', NIGHT, sky.shade) });
  return el('g', {}, trunk, ...crown);
}

function defs(sky: Sky): string {
  return el(
    'defs',
    {},
    verticalGradient('sky', sky.top, sky.bottom),
    verticalGradient('glass', mix('#a9cde6', NIGHT, sky.shade), mix('#4d6f8c', NIGHT, sky.shade)),
  );
}

/** A Danish residential building on its street: storeys, colours, windows and the hour vary by seed. */
export function drawFacade(random: Random): string {
  const sky = random.pick(SKIES);
  const b = planBuilding(random, sky);
  const treeXs = times(random.int(1, 4), () => between(random, 40, W - 40));
  return svgDocument(
    FACADE_SIZE.width,
    FACADE_SIZE.height,
    defs(sky),
    skyAndWeather(random, sky),
    neighbours(random, sky),
    street(random, sky),
    roof(random, b),
    el('rect', { x: b.x, y: b.top, width: b.width, height: GROUND_Y - b.top, fill: b.wall }),
    brickCourses(b),
    el('rect', { x: b.x, y: GROUND_Y - 16, width: b.width, height: 16, fill: mix(b.wall, '#000000', 0.3) }),
    windowsAndDoor(random, b, sky),
    ...treeXs.map((x) => tree(random, x, sky)),
  );
}
