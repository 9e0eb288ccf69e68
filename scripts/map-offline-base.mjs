// Writes the offline base of our maps (lib/search/offline-base.json): Denmark and the parts of its
// neighbours that a map of Denmark shows, from Natural Earth's 1:10m countries as the `world-atlas`
// package ships them (TopoJSON). Run it once when the data should change, not at build time:
//
//   npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
//   node scripts/map-offline-base.mjs package/countries-10m.json > lib/search/offline-base.json
//
// The TopoJSON is decoded here (a few lines) rather than with topojson-client, so the project
// depends on neither package.
import { readFileSync } from 'node:fs';

const DENMARK = '208';
const NEIGHBOURS = ['276', '752']; // Germany and Sweden: the land a map of Denmark shows beside it
/** What a map of Denmark can show; neighbours are cut to it. */
const FRAME = { west: 6.5, south: 53.0, east: 16.5, north: 58.5 };
/** 3 decimals (~100 m) keep everything the 1:10m data holds (its grid is ~200 m). */
const round = (n) => Math.round(n * 1000) / 1000;

const topology = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { scale, translate } = topology.transform;

/** Quantized, delta-encoded arcs → absolute [lng, lat] points. */
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});

/** A ring from its arc indexes (a negative index is the reversed arc ~index). */
function ring(indexes) {
  const points = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

/** Sutherland–Hodgman against one edge of the frame. */
function clipEdge(points, inside, cross) {
  const out = [];
  points.forEach((current, i) => {
    const previous = points.at(i - 1);
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  });
  return out;
}

const atLng = (lng) => (a, b) => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
const atLat = (lat) => (a, b) => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];

function clipToFrame(points) {
  let out = points.slice(0, -1); // the closing point is implicit while clipping
  out = clipEdge(out, (p) => p[0] >= FRAME.west, atLng(FRAME.west));
  out = clipEdge(out, (p) => p[0] <= FRAME.east, atLng(FRAME.east));
  out = clipEdge(out, (p) => p[1] >= FRAME.south, atLat(FRAME.south));
  out = clipEdge(out, (p) => p[1] <= FRAME.north, atLat(FRAME.north));
  return out.length >= 3 ? [...out, out[0]] : null;
}

/** Rounded, without the repeats rounding leaves; null when too little is left to enclose anything. */
function tidy(points) {
  const out = [];
  for (const [lng, lat] of points) {
    const point = [round(lng), round(lat)];
    if (out.at(-1)?.join() !== point.join()) out.push(point);
  }
  return out.length >= 4 ? out : null;
}

function polygons(geometry) {
  const list = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  return list
    .map((rings) => rings.map((indexes) => clipToFrame(ring(indexes))).map((r) => r && tidy(r)))
    .filter((rings) => rings[0] !== null)
    .map((rings) => rings.filter((r) => r !== null));
}

const countries = topology.objects.countries.geometries;
const feature = (id, role) => {
  const geometry = countries.find((g) => g.id === id);
  return {
    type: 'Feature',
    properties: { name: geometry.properties.name, role },
    geometry: { type: 'MultiPolygon', coordinates: polygons(geometry) },
  };
};

const collection = {
  type: 'FeatureCollection',
  // A foreign member (RFC 7946 §6.1): where the shapes come from, for whoever opens the file.
  source: 'Natural Earth 1:10m Admin 0 countries (public domain), v4.1.0, via world-atlas 2.0.2 (ISC)',
  features: [...NEIGHBOURS.map((id) => feature(id, 'neighbour')), feature(DENMARK, 'denmark')],
};
process.stdout.write(`${JSON.stringify(collection)}\n`);
