// Pure sizing rules shared by the image route and the <img> that links to it.

/** Output widths the server renders; any request snaps to one, so the disk cache stays small. */
export const WIDTH_STEPS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 2000, 2400] as const;
export const MAX_WIDTH = WIDTH_STEPS[WIDTH_STEPS.length - 1];

export type AspectRatio = { width: number; height: number };

// Beyond 4:1 the height of a 2400 px variant grows past what a page can use.
const MAX_RATIO = 4;

/** "16:9" → { width: 16, height: 9 }; null for anything else or a ratio past 4:1 either way. */
export function parseAspectRatio(value: string): AspectRatio | null {
  const match = /^([1-9]\d{0,3}):([1-9]\d{0,3})$/.exec(value);
  if (!match) return null;
  const ratio = { width: Number(match[1]), height: Number(match[2]) };
  const wide = ratio.width / ratio.height;
  return wide > MAX_RATIO || wide < 1 / MAX_RATIO ? null : ratio;
}

/** The pixel width served for a layout width at a pixel density: the nearest step (the larger on a tie). */
export function stepWidth(width: number, scaleFactor: number): number {
  const wanted = Math.min(width * scaleFactor, MAX_WIDTH);
  return WIDTH_STEPS.reduce((best, step) => (Math.abs(step - wanted) <= Math.abs(best - wanted) ? step : best));
}

export function heightFor(width: number, ratio: AspectRatio): number {
  return Math.max(1, Math.round((width * ratio.height) / ratio.width));
}
