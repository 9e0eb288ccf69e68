/** A screen position in pixels, as Leaflet's `map.project(latLng, zoom)` gives it. */
export type Pixel = { x: number; y: number };

/** The markers at one place on screen: the first member is where the marker stands. */
export type Stack<T> = { anchor: T; members: T[] };

/**
 * Gathers items whose markers (`box` pixels wide and high, centred on the item) would overlap at
 * this zoom into one stack each, greedily in the given order: every item joins the first stack whose
 * anchor is less than a box away on both axes, else starts one. Two anchors are thus at least a box
 * apart on one axis, so the stacks' markers never overlap — homes in one building included, which no
 * zoom level would separate.
 */
export function stackOverlapping<T>(items: readonly T[], position: (item: T) => Pixel, box: { width: number; height: number }): Stack<T>[] {
  const stacks: (Stack<T> & { at: Pixel })[] = [];
  for (const item of items) {
    const at = position(item);
    const stack = stacks.find((s) => Math.abs(s.at.x - at.x) < box.width && Math.abs(s.at.y - at.y) < box.height);
    if (stack) stack.members.push(item);
    else stacks.push({ anchor: item, members: [item], at });
  }
  return stacks.map(({ anchor, members }) => ({ anchor, members }));
}
