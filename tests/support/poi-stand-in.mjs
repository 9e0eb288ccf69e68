// A stand-in for a Geoapify-style places API (lib/points-of-interest/geoapify.ts), for the integration
// and browser tests: `GET /v2/places?categories=…&filter=circle:{lng},{lat},{m}&apiKey=…` answers a
// GeoJSON FeatureCollection of made-up places at fixed distances from the circle's centre.
// Run directly (`node tests/support/poi-stand-in.mjs`), it serves on PORT with POI_TOKEN as its key.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Per category: named places (metres north and east of the centre), and one without a name, which real answers have. */
const PLACES = {
  public_transport: [
    { name: 'Teststationen', north: 150, east: 0 },
    { name: 'Fjerne Station', north: 900, east: 0 },
  ],
  'education.school': [{ name: 'Testskolen', north: 0, east: 600 }],
  'commercial.supermarket': [{ name: 'Testbutikken', north: -300, east: 0 }],
  childcare: [{ name: 'Testbørnehaven', north: 0, east: -450 }],
};

const METRES_PER_DEGREE_LAT = 111_320;

function feature(centre, place) {
  const lat = centre.lat + place.north / METRES_PER_DEGREE_LAT;
  const lng = centre.lng + place.east / (METRES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  const properties = place.name ? { name: place.name, lat, lon: lng, categories: [] } : { lat, lon: lng, categories: [] };
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [lng, lat] } };
}

function answer(url) {
  const circle = /^circle:(-?[\d.]+),(-?[\d.]+),(\d+)$/.exec(url.searchParams.get('filter') ?? '');
  if (!circle) return { status: 400, body: { error: 'Bad Request', message: 'filter must be circle:lon,lat,radiusMeters' } };
  const centre = { lng: Number(circle[1]), lat: Number(circle[2]) };
  const categories = (url.searchParams.get('categories') ?? '').split(',');
  const features = categories.flatMap((category) => [
    feature(centre, { name: '', north: 20, east: 20 }),
    ...(PLACES[category] ?? []).map((place) => feature(centre, place)),
  ]);
  return { status: 200, body: { type: 'FeatureCollection', features } };
}

/**
 * Serves on `port` (0: any free one). `requests` records every path asked for (key removed);
 * `setFailing(true)` makes every answer a 500, as a service that is down.
 */
export function startPoiStandIn({ port = 0, token = 'stand-in-token' } = {}) {
  const requests = [];
  let failing = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    const key = url.searchParams.get('apiKey');
    url.searchParams.delete('apiKey');
    requests.push(`${url.pathname}${url.search}`);
    if (failing) return send(500, { error: 'Internal Server Error' });
    if (url.pathname !== '/v2/places') return send(404, { error: 'Not Found' });
    if (key !== token) return send(401, { error: 'Unauthorized', message: 'Invalid apiKey' });
    const { status, body } = answer(url);
    return send(status, body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        token,
        requests,
        setFailing: (value) => (failing = value),
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startPoiStandIn({ port: Number(process.env.PORT ?? 3199), token: process.env.POI_TOKEN });
  console.log(`POI stand-in on ${standIn.url}`);
}
