import { describe, expect, it } from 'vitest';
import { clusterGrid, isInside, TILE_CELLS, tileBounds, tilesCovering } from '@/lib/search/cluster-tiles';
import { DENMARK } from '@/lib/search/map-area';
import type { Bbox } from '@/lib/search/schema';

const COPENHAGEN: Bbox = [12.45, 55.62, 12.65, 55.73];

describe('the cluster grid', () => {
  it('makes cells of a power of two near 1/14 of the width and 1/10 of the height', () => {
    const { cellLng, cellLat } = clusterGrid(DENMARK);
    expect(Number.isInteger(Math.log2(cellLng))).toBe(true);
    expect(Number.isInteger(Math.log2(cellLat))).toBe(true);
    const across = (DENMARK[2] - DENMARK[0]) / cellLng;
    const down = (DENMARK[3] - DENMARK[1]) / cellLat;
    expect(across).toBeGreaterThan(14 / Math.SQRT2);
    expect(across).toBeLessThan(14 * Math.SQRT2);
    expect(down).toBeGreaterThan(10 / Math.SQRT2);
    expect(down).toBeLessThan(10 * Math.SQRT2);
  });

  it('gives a panned area of the same size the same grid and shares its tiles', () => {
    const panned: Bbox = [COPENHAGEN[0] + 0.01, COPENHAGEN[1] + 0.005, COPENHAGEN[2] + 0.01, COPENHAGEN[3] + 0.005];
    const grid = clusterGrid(COPENHAGEN);
    expect(clusterGrid(panned)).toEqual(grid);
    const keys = (bbox: Bbox) => tilesCovering(bbox, grid).map((t) => `${t.x},${t.y}`);
    const shared = keys(panned).filter((key) => keys(COPENHAGEN).includes(key));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('covers the whole area with tiles that neither overlap nor leave gaps', () => {
    const grid = clusterGrid(COPENHAGEN);
    const tiles = tilesCovering(COPENHAGEN, grid).map((tile) => tileBounds(tile, grid));
    expect(tiles.length).toBeLessThanOrEqual(16);
    const west = Math.min(...tiles.map((t) => t[0]));
    const south = Math.min(...tiles.map((t) => t[1]));
    const east = Math.max(...tiles.map((t) => t[2]));
    const north = Math.max(...tiles.map((t) => t[3]));
    expect(west).toBeLessThanOrEqual(COPENHAGEN[0]);
    expect(south).toBeLessThanOrEqual(COPENHAGEN[1]);
    expect(east).toBeGreaterThan(COPENHAGEN[2]);
    expect(north).toBeGreaterThan(COPENHAGEN[3]);
    const area = tiles.reduce((sum, t) => sum + (t[2] - t[0]) * (t[3] - t[1]), 0);
    expect(area).toBeCloseTo((east - west) * (north - south), 12);
    // Exact binary edges: a tile's east edge is its neighbour's west edge, to the last bit.
    const [first] = tiles;
    expect(first[2] - first[0]).toBe(grid.cellLng * TILE_CELLS);
    expect(tiles.some((t) => t[0] === first[2])).toBe(true);
  });

  it('tells whether a cluster stands inside the area, edges included', () => {
    expect(isInside({ lng: 12.5, lat: 55.7 }, COPENHAGEN)).toBe(true);
    expect(isInside({ lng: 12.45, lat: 55.73 }, COPENHAGEN)).toBe(true);
    expect(isInside({ lng: 12.7, lat: 55.7 }, COPENHAGEN)).toBe(false);
  });
});
