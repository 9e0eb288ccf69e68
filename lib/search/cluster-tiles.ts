import type { Bbox } from './schema';

/**
 * The map's clusters are counted on a fixed grid, so that they can be cached and shared: a cell is a
 * power-of-two fraction of a degree near 1/14 of the area's width and 1/10 of its height (the old
 * per-request grid), and cells are counted a tile of TILE_CELLS × TILE_CELLS at a time. Moving or
 * resizing the map within a zoom level reuses the tiles already counted, and clusters no longer jump
 * about as the map moves. Powers of two keep every cell and tile edge an exact binary fraction.
 */
export const TILE_CELLS = 8;
const CELLS_ACROSS = 14;
const CELLS_DOWN = 10;

export type ClusterGrid = { cellLng: number; cellLat: number };
export type Tile = { x: number; y: number };

const powerOfTwoNear = (value: number) => 2 ** Math.round(Math.log2(value));

export function clusterGrid([minLng, minLat, maxLng, maxLat]: Bbox): ClusterGrid {
  return { cellLng: powerOfTwoNear((maxLng - minLng) / CELLS_ACROSS), cellLat: powerOfTwoNear((maxLat - minLat) / CELLS_DOWN) };
}

/** The tiles that together cover the area. */
export function tilesCovering([minLng, minLat, maxLng, maxLat]: Bbox, grid: ClusterGrid): Tile[] {
  const tileLng = grid.cellLng * TILE_CELLS;
  const tileLat = grid.cellLat * TILE_CELLS;
  const tiles: Tile[] = [];
  for (let x = Math.floor(minLng / tileLng); x <= Math.floor(maxLng / tileLng); x++) {
    for (let y = Math.floor(minLat / tileLat); y <= Math.floor(maxLat / tileLat); y++) tiles.push({ x, y });
  }
  return tiles;
}

/** A tile's area, west and south edges included, east and north edges not (those belong to the next tile). */
export function tileBounds(tile: Tile, grid: ClusterGrid): Bbox {
  const tileLng = grid.cellLng * TILE_CELLS;
  const tileLat = grid.cellLat * TILE_CELLS;
  return [tile.x * tileLng, tile.y * tileLat, (tile.x + 1) * tileLng, (tile.y + 1) * tileLat];
}

export function isInside({ lng, lat }: { lng: number; lat: number }, [minLng, minLat, maxLng, maxLat]: Bbox): boolean {
  return lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat;
}
