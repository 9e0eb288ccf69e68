// Pure sizing rules shared by the image route and the <img> that links to it.

/** Output widths the server renders; any request snaps to one, so the disk cache stays small. */
export const WIDTH_STEPS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 2000, 2400] as const;
export const MAX_WIDTH = WIDTH_STEPS[WIDTH_STEPS.length - 1];

export type AspectRatio = { width: number; height: number };

/** The shapes the product shows pictures in. */
export const ASPECT_RATIOS = {
  '16:9': { width: 16, height: 9 },
  '4:3': { width: 4, height: 3 },
  '1:1': { width: 1, height: 1 },
} as const satisfies Record<string, AspectRatio>;
export type AspectRatioName = keyof typeof ASPECT_RATIOS;
export const ASPECT_RATIO_NAMES = Object.keys(ASPECT_RATIOS) as [AspectRatioName, ...AspectRatioName[]];

/**
 * Every layout width (CSS pixels) a page shows a picture at, per shape — the one list of what the
 * product asks for. `ResponsiveImage` takes nothing else (its props are typed from it) and the route
 * renders nothing else: an unknown combination is refused, so nobody can fill the disk cache with
 * variants no page uses. A new layout starts here.
 */
export const IMAGE_LAYOUTS = {
  // Group cards and waiting-list cards.
  '16:9': [400],
  // Gallery thumbnails, home cards in a row and in the grid, the gallery, JSON-LD `image` (structured-data.ts).
  '4:3': [96, 320, 400, 960, 1200],
  // Company logos, embed cards.
  '1:1': [64, 160],
} as const satisfies Record<AspectRatioName, readonly number[]>;

/** A shape with one of its layout widths: what `ResponsiveImage` and the route accept. */
export type ImageLayout = {
  [R in AspectRatioName]: { aspectRatio: R; width: (typeof IMAGE_LAYOUTS)[R][number] };
}[AspectRatioName];

export function isImageLayout(aspectRatio: AspectRatioName, width: number): boolean {
  return (IMAGE_LAYOUTS[aspectRatio] as readonly number[]).includes(width);
}

/** The pixel width served for a layout width at a pixel density: the nearest step (the larger on a tie). */
export function stepWidth(width: number, scaleFactor: number): number {
  const wanted = Math.min(width * scaleFactor, MAX_WIDTH);
  return WIDTH_STEPS.reduce((best, step) => (Math.abs(step - wanted) <= Math.abs(best - wanted) ? step : best));
}

export function heightFor(width: number, aspectRatio: AspectRatioName): number {
  const ratio = ASPECT_RATIOS[aspectRatio];
  return Math.max(1, Math.round((width * ratio.height) / ratio.width));
}
