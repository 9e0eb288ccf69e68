import { createRandom, type Random } from '@/lib/random/seeded';
import type { ImageKind } from '@/lib/db/schema/images';
import { drawFacade, FACADE_SIZE } from './draw-facade';
import { drawFloorplan, FLOORPLAN_SIZE } from './draw-floorplan';
import { drawInterior, INTERIOR_SIZE } from './draw-interior';
import { drawLogo, LOGO_SIZE } from './draw-logo';

export type GeneratedKind = Exclude<ImageKind, 'upload'>;

type Drawing = { size: { width: number; height: number }; draw: (random: Random) => string; salt: number };

// The salt keeps a facade and an interior with the same seed from sharing their random numbers.
const DRAWINGS: Record<GeneratedKind, Drawing> = {
  facade: { size: FACADE_SIZE, draw: drawFacade, salt: 0x1f0a },
  interior: { size: INTERIOR_SIZE, draw: drawInterior, salt: 0x2e1b },
  floorplan: { size: FLOORPLAN_SIZE, draw: drawFloorplan, salt: 0x3d2c },
  logo: { size: LOGO_SIZE, draw: drawLogo, salt: 0x4c3d },
};

export const generatedKinds = Object.keys(DRAWINGS) as GeneratedKind[];

export function isGeneratedKind(kind: ImageKind): kind is GeneratedKind {
  return kind !== 'upload';
}

/** The canvas a generated picture is drawn on, in pixels at 72 dpi. */
export function generatedSize(kind: GeneratedKind): { width: number; height: number } {
  return DRAWINGS[kind].size;
}

/** A self-contained SVG "photo" of `kind`; the same (kind, seed) always gives the same text. */
export function generateSvg(kind: GeneratedKind, seed: number): string {
  const drawing = DRAWINGS[kind];
  return drawing.draw(createRandom(seed ^ drawing.salt));
}
