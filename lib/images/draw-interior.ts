import type { Random } from '@/lib/random/seeded';
import { between, el, mix, points, svgDocument, times, verticalGradient } from './svg';

export const INTERIOR_SIZE = { width: 1200, height: 800 } as const;
const W = INTERIOR_SIZE.width;
const H = INTERIOR_SIZE.height;

const WALLS = ['#efe9df', '#dfe7e2', '#e9dccb', '#d6dde6', '#f1e3d8', '#4a5a63', '#e4e0d4', '#c9d3c0'];
const FLOORS = ['#c89b6d', '#a8754b', '#e0c39a', '#8a8f94', '#b98c5f', '#d9cbb5'];
const SOFAS = ['#51707a', '#c6785c', '#8c8f6b', '#3d3f52', '#d8cfc2', '#7b4b5a', '#2f4f4f'];
const ACCENTS = ['#e0a84b', '#b5523b', '#2f6f73', '#6c8ebf', '#9a6fb0', '#d46a6a'];
const OUTSIDE: Array<[string, string]> = [
  ['#8fc3ee', '#e2f1fb'],
  ['#f7b27a', '#fde3c6'],
  ['#aebdca', '#e5e9ec'],
  ['#6fa8dc', '#cfe8d0'],
];
const GREENS = ['#3f6e3a', '#4f8a45', '#2f5a33', '#6a9a4f'];

type Room = { horizon: number; windowLeft: boolean; wall: string; floor: string; sofa: string; accent: string };

function floorWithPlanks(random: Random, room: Room): string {
  const vanishingX = W / 2 + between(random, -160, 160);
  const count = random.int(7, 12);
  const line = mix(room.floor, '#000000', 0.18);
  const planks = times(count + 1, (i) => {
    const top = (i * W) / count;
    return el('line', { x1: top, y1: room.horizon, x2: vanishingX + (top - vanishingX) * 3, y2: H, stroke: line, 'stroke-width': 2 });
  });
  return el('g', {}, el('rect', { y: room.horizon, width: W, height: H - room.horizon, fill: room.floor }), ...planks);
}

function windowWithLight(random: Random, room: Room): string {
  const w = between(random, 220, 330);
  const h = between(random, 250, Math.min(330, room.horizon - 150));
  const x = room.windowLeft ? between(random, 60, 180) : W - between(random, 60, 180) - w;
  const y = between(random, 70, 110);
  const frame = random.pick(['#ffffff', '#2b2b2b', '#f3efe6']);
  const spill = room.windowLeft ? 220 : -220;
  const curtains = random.chance(0.6)
    ? [x - 46, x + w + 6].map((cx) =>
        el('rect', { x: cx, y: y - 20, width: 40, height: h + 60, rx: 8, fill: room.accent, 'fill-opacity': 0.85 }),
      )
    : [];
  return [
    el('polygon', {
      points: points([x, room.horizon + 6], [x + w, room.horizon + 6], [x + w + spill + 90, H], [x + spill - 60, H]),
      fill: '#fff8e0',
      'fill-opacity': 0.22,
    }),
    el('rect', { x: x - 10, y: y - 10, width: w + 20, height: h + 20, fill: frame }),
    el('rect', { x, y, width: w, height: h, fill: 'url(#outside)' }),
    el('rect', { x: x + w / 2 - 4, y, width: 8, height: h, fill: frame }),
    el('rect', { x, y: y + h * 0.4, width: w, height: 8, fill: frame }),
    ...curtains,
  ].join('');
}

function pictures(random: Random, room: Room, centre: number): string {
  const count = random.int(1, 3);
  const size = between(random, 70, 120);
  const y = room.horizon - 330;
  return times(count, (i) => {
    const x = centre - (count * (size + 24)) / 2 + i * (size + 24);
    const art = random.chance(0.5)
      ? el('circle', { cx: x + size / 2, cy: y + size * 0.55, r: size * 0.28, fill: random.pick(ACCENTS) })
      : el('rect', { x: x + 10, y: y + size * 0.5, width: size - 20, height: size * 0.35, fill: random.pick(ACCENTS) });
    return el(
      'g',
      {},
      el('rect', { x, y, width: size, height: size * 1.2, fill: '#2b2b2b' }),
      el('rect', { x: x + 6, y: y + 6, width: size - 12, height: size * 1.2 - 12, fill: '#f7f3ea' }),
      art,
    );
  }).join('');
}

function sofa(random: Random, room: Room, centre: number): string {
  const w = between(random, 360, 470);
  const base = room.horizon + 50;
  const left = centre - w / 2;
  const dark = mix(room.sofa, '#000000', 0.2);
  const cushions = times(random.int(2, 3), (i) =>
    el('rect', {
      x: left + 50 + i * 70,
      y: base - 118,
      width: 58,
      height: 52,
      rx: 10,
      fill: i % 2 ? room.accent : mix(room.accent, '#ffffff', 0.4),
    }),
  );
  return [
    ...[left + 20, left + w - 30].map((x) => el('rect', { x, y: base - 8, width: 10, height: 20, fill: '#2b2b2b' })),
    el('rect', { x: left + 20, y: base - 150, width: w - 40, height: 100, rx: 16, fill: dark }),
    el('rect', { x: left + 16, y: base - 62, width: w - 32, height: 56, rx: 12, fill: room.sofa }),
    el('rect', { x: left, y: base - 104, width: 42, height: 98, rx: 14, fill: room.sofa }),
    el('rect', { x: left + w - 42, y: base - 104, width: 42, height: 98, rx: 14, fill: room.sofa }),
    ...cushions,
  ].join('');
}

function tableAndRug(random: Random, room: Room, centre: number): string {
  const y = room.horizon + 130;
  const top = random.pick(['#6b4a32', '#f2efe8', '#2b2b2b', '#b58a5e']);
  return [
    el('ellipse', { cx: centre, cy: y + 30, rx: between(random, 230, 300), ry: 58, fill: room.accent, 'fill-opacity': 0.45 }),
    ...[-70, 62].map((dx) => el('rect', { x: centre + dx, y, width: 8, height: 44, fill: mix(top, '#000000', 0.3) })),
    el('ellipse', { cx: centre, cy: y, rx: 110, ry: 22, fill: top }),
    el('rect', { x: centre + between(random, -60, 30), y: y - 34, width: 22, height: 30, rx: 4, fill: random.pick(ACCENTS) }),
  ].join('');
}

function plant(random: Random, x: number, base: number): string {
  const potTop = base - 80;
  const pot = random.pick(['#c0643f', '#f2efe8', '#3b3b3b', '#8a9a8e']);
  const leaves = times(random.int(6, 10), () => {
    const angle = between(random, -80, 80);
    const length = between(random, 60, 120);
    return el('ellipse', {
      cx: x,
      cy: potTop - length / 2,
      rx: 16,
      ry: length / 2,
      fill: random.pick(GREENS),
      transform: `rotate(${Math.round(angle)} ${Math.round(x)} ${Math.round(potTop)})`,
    });
  });
  return el(
    'g',
    {},
    ...leaves,
    el('polygon', { points: points([x - 40, potTop], [x + 40, potTop], [x + 30, base], [x - 30, base]), fill: pot }),
  );
}

function floorLamp(random: Random, x: number, base: number): string {
  const shade = random.pick(['#f4ead2', '#2b2b2b', '#e0a84b']);
  return [
    el('ellipse', { cx: x, cy: base, rx: 30, ry: 8, fill: '#2b2b2b' }),
    el('rect', { x: x - 3, y: base - 300, width: 6, height: 300, fill: '#2b2b2b' }),
    el('polygon', { points: points([x - 30, base - 300], [x + 30, base - 300], [x + 48, base - 240], [x - 48, base - 240]), fill: shade }),
  ].join('');
}

/** A living room: walls, floor, a window with daylight, sofa, table and a plant in a seeded palette. */
export function drawInterior(random: Random): string {
  const room: Room = {
    horizon: between(random, 0.6, 0.68) * H,
    windowLeft: random.chance(0.5),
    wall: random.pick(WALLS),
    floor: random.pick(FLOORS),
    sofa: random.pick(SOFAS),
    accent: random.pick(ACCENTS),
  };
  const sofaCentre = room.windowLeft ? between(random, 700, 860) : between(random, 340, 500);
  const plantX = room.windowLeft ? between(random, 400, 480) : between(random, 720, 800);
  const lampX = sofaCentre + (room.windowLeft ? 280 : -280);
  const outside = random.pick(OUTSIDE);
  return svgDocument(
    W,
    H,
    el('defs', {}, verticalGradient('outside', outside[0], outside[1])),
    el('rect', { width: W, height: room.horizon, fill: room.wall }),
    el('rect', { width: W, height: room.horizon, fill: 'url(#outside)', 'fill-opacity': 0.08 }),
    floorWithPlanks(random, room),
    el('rect', { y: room.horizon - 12, width: W, height: 12, fill: mix(room.wall, '#ffffff', 0.5) }),
    windowWithLight(random, room),
    pictures(random, room, sofaCentre),
    random.chance(0.6) ? floorLamp(random, lampX, room.horizon + 40) : '',
    sofa(random, room, sofaCentre),
    plant(random, plantX, room.horizon + 70),
    tableAndRug(random, room, sofaCentre),
  );
}
