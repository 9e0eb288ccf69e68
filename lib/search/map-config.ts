/** Map tiles: OpenStreetMap's by default (their usage policy applies); MAP_TILE_URL for a provider of your own. */
export function mapTiles() {
  return {
    tileUrl: process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: process.env.MAP_TILE_ATTRIBUTION ?? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  };
}
