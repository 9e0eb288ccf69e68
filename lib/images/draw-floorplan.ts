import type { Random } from '@/lib/random/seeded';
import { between, el, num, svgDocument, times } from './svg';

export const FLOORPLAN_SIZE = { width: 1000, height: 750 } as const;
const MARGIN = 70;
const INK = '#2b2b2b';
const FIXTURE = { fill: '#ffffff', stroke: '#6b6b6b', 'stroke-width': 2 };

type Rect = { x: number; y: number; w: number; h: number };
type Wall = { x1: number; y1: number; x2: number; y2: number };

/** Cuts the flat into rooms the way plans grow: halve the longer side, then again, unevenly. */
function divide(random: Random, rect: Rect, depth: number, rooms: Rect[], walls: Wall[]) {
  const tooSmall = rect.w < 300 && rect.h < 300;
  if (tooSmall || depth >= 3 || (depth >= 2 && random.chance(0.3))) {
    rooms.push(rect);
    return;
  }
  const t = between(random, 0.35, 0.65);
  if (rect.w >= rect.h) {
    const x = rect.x + rect.w * t;
    walls.push({ x1: x, y1: rect.y, x2: x, y2: rect.y + rect.h });
    divide(random, { ...rect, w: x - rect.x }, depth + 1, rooms, walls);
    divide(random, { ...rect, x, w: rect.x + rect.w - x }, depth + 1, rooms, walls);
  } else {
    const y = rect.y + rect.h * t;
    walls.push({ x1: rect.x, y1: y, x2: rect.x + rect.w, y2: y });
    divide(random, { ...rect, h: y - rect.y }, depth + 1, rooms, walls);
    divide(random, { ...rect, y, h: rect.y + rect.h - y }, depth + 1, rooms, walls);
  }
}

function door(random: Random, wall: Wall): string {
  const vertical = wall.x1 === wall.x2;
  const length = vertical ? wall.y2 - wall.y1 : wall.x2 - wall.x1;
  // Whole pixels: the swing is written into path data, which el() does not round.
  const size = Math.round(Math.min(56, length / 3));
  const at = between(random, 24, length - size - 24);
  const [x, y] = (vertical ? [wall.x1, wall.y1 + at] : [wall.x1 + at, wall.y1]).map(Math.round);
  const gap = vertical ? { x: x - 6, y, width: 12, height: size } : { x, y: y - 6, width: size, height: 12 };
  const swing = vertical
    ? `M${x} ${y}h${size}A${size} ${size} 0 0 1 ${x} ${y + size}`
    : `M${x} ${y}v${size}A${size} ${size} 0 0 0 ${x + size} ${y}`;
  return el('g', {}, el('rect', { ...gap, fill: '#ffffff' }), el('path', { d: swing, fill: 'none', stroke: '#8a8a8a', 'stroke-width': 2 }));
}

function outerWindows(random: Random, outline: Rect): string {
  return times(random.int(4, 7), () => {
    const side = random.int(0, 3);
    const horizontal = side < 2;
    const length = between(random, 70, 130);
    const along = horizontal
      ? between(random, outline.x + 40, outline.x + outline.w - length - 40)
      : between(random, outline.y + 40, outline.y + outline.h - length - 40);
    const edge = [outline.y, outline.y + outline.h, outline.x, outline.x + outline.w][side];
    const box = horizontal ? { x: along, y: edge - 8, width: length, height: 16 } : { x: edge - 8, y: along, width: 16, height: length };
    return el('rect', { ...box, fill: '#ffffff', stroke: '#7fb3d9', 'stroke-width': 3 });
  }).join('');
}

// Tiles as one path of grid lines: librsvg paints a <pattern> tile by tile, which is slow at 2400 px.
function tiles(room: Rect): string {
  const columns = times(Math.floor(room.w / 18), (i) => `M${num(room.x + 18 * (i + 1))} ${num(room.y)}v${num(room.h)}`);
  const rows = times(Math.floor(room.h / 18), (i) => `M${num(room.x)} ${num(room.y + 18 * (i + 1))}h${num(room.w)}`);
  return el('path', { d: [...columns, ...rows].join(''), stroke: '#d5dde3', 'stroke-width': 1.5 });
}

function bathroom(room: Rect): string {
  const tub = { x: room.x + 14, y: room.y + 14, width: Math.min(room.w - 28, 150), height: Math.min(room.h * 0.4, 70), rx: 18 };
  return [
    tiles(room),
    el('rect', { ...tub, ...FIXTURE }),
    el('ellipse', { cx: room.x + room.w - 40, cy: room.y + room.h - 44, rx: 18, ry: 24, ...FIXTURE }),
  ].join('');
}

function kitchen(room: Rect): string {
  const length = room.w - 28;
  const hobs = times(4, (i) =>
    el('circle', { cx: room.x + 14 + length * 0.55 + (i % 2) * 30, cy: room.y + 24 + Math.floor(i / 2) * 22, r: 8, ...FIXTURE }),
  );
  return [el('rect', { x: room.x + 14, y: room.y + 14, width: length, height: 56, ...FIXTURE }), ...hobs].join('');
}

function bedroom(room: Rect): string {
  const w = Math.min(160, room.w * 0.6);
  const h = Math.min(200, room.h * 0.7);
  const x = room.x + (room.w - w) / 2;
  const pillows = [0, 1].map((i) =>
    el('rect', { x: x + 12 + (i * (w - 24)) / 2, y: room.y + 24, width: (w - 36) / 2, height: 32, rx: 8, ...FIXTURE }),
  );
  return [el('rect', { x, y: room.y + 14, width: w, height: h, rx: 6, ...FIXTURE }), ...pillows].join('');
}

function livingRoom(room: Rect): string {
  const w = Math.min(220, room.w * 0.6);
  const cx = room.x + room.w / 2;
  const y = room.y + room.h - 80;
  return [
    el('rect', { x: cx - w / 2, y, width: w, height: 56, rx: 10, ...FIXTURE }),
    el('circle', { cx, cy: y - 70, r: Math.min(44, room.h * 0.15), ...FIXTURE }),
  ].join('');
}

/** A flat's plan on white: outer walls, rooms, doors with their swing, windows and a few fixtures. */
export function drawFloorplan(random: Random): string {
  const width = between(random, 0.7, 1) * (FLOORPLAN_SIZE.width - 2 * MARGIN);
  const height = between(random, 0.72, 1) * (FLOORPLAN_SIZE.height - 2 * MARGIN);
  const outline = { x: (FLOORPLAN_SIZE.width - width) / 2, y: (FLOORPLAN_SIZE.height - height) / 2, w: width, h: height };
  const rooms: Rect[] = [];
  const walls: Wall[] = [];
  divide(random, outline, 0, rooms, walls);
  const bySize = [...rooms].sort((a, b) => a.w * a.h - b.w * b.h);
  const fixtures = [bathroom, kitchen, bedroom].map((draw, i) => (bySize.length > i + 1 ? draw(bySize[i]) : ''));
  return svgDocument(
    FLOORPLAN_SIZE.width,
    FLOORPLAN_SIZE.height,
    el('rect', { width: FLOORPLAN_SIZE.width, height: FLOORPLAN_SIZE.height, fill: '#ffffff' }),
    ...fixtures,
    livingRoom(bySize[bySize.length - 1]),
    ...walls.map((w) => el('line', { ...w, stroke: INK, 'stroke-width': 8, 'stroke-linecap': 'square' })),
    el('rect', { x: outline.x, y: outline.y, width: outline.w, height: outline.h, fill: 'none', stroke: INK, 'stroke-width': 16 }),
    ...walls.map((w) => door(random, w)),
    outerWindows(random, outline),
  );
}
