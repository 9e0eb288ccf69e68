type Env = Record<string, string | undefined>;

const OPENSTREETMAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OPENSTREETMAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Map tiles: OpenStreetMap's by default (their usage policy applies); MAP_TILE_URL for a provider of your own. */
export function mapTiles(env: Env = process.env) {
  return {
    tileUrl: env.MAP_TILE_URL || OPENSTREETMAP_TILES,
    attribution: env.MAP_TILE_ATTRIBUTION || OPENSTREETMAP_ATTRIBUTION,
  };
}

const SUBDOMAIN = 'hjemlysubdomain';

/**
 * The CSP source that admits every tile of a Leaflet URL template, or null when the template is no
 * http(s) URL. The label holding `{s}` (the subdomains a, b, c …) becomes a wildcard; the other
 * placeholders sit in the path, which a CSP source of an origin does not constrain.
 */
export function tileSource(template: string): string | null {
  let url: URL;
  try {
    url = new URL(template.replace('{s}', SUBDOMAIN).replace(/\{[a-z0-9_-]+\}/gi, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const labels = url.hostname.split('.');
  const varying = labels.findIndex((label) => label.includes(SUBDOMAIN));
  if (varying === -1) return url.origin;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//*.${labels.slice(varying + 1).join('.')}${port}`;
}

/** The image origins the page CSP must allow for this environment's map tiles. */
export function mapImageSources(env: Env = process.env): string[] {
  const source = tileSource(mapTiles(env).tileUrl);
  return source ? [source] : [];
}
