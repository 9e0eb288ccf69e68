// `npm run soak -- --key hjm_… --health-token … [--minutes 10] [--clients 8] [--base http://localhost:3000]`:
// mixed traffic against a production server on this machine — public pages, the demo tenant's
// signed-in pages, search, the map, picture variants and a CRM's writes through the provider API —
// while it samples the server's memory from /metrics every 10 s. It prints one line per sample and,
// at the end, where the memory went: V8's heap, the embedded database, the page cache, the rest.
import { randomInt, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { signIn } from './local-server.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '8' },
    key: { type: 'string' },
    'health-token': { type: 'string', default: process.env.HEALTH_TOKEN },
    email: { type: 'string', default: 'demo@hjemly.dk' },
    password: { type: 'string', default: 'Hjemly-demo-2026' },
  },
});
const base = new URL(values.base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error('npm run soak only loads a server on this machine (localhost).');
  process.exit(2);
}
if (!values.key || !values['health-token']) {
  console.error('Give --key (a provider API key, printed by npm run seed) and --health-token (the server’s HEALTH_TOKEN).');
  process.exit(2);
}
const apiKey = values.key;
const healthToken = values['health-token'];

type Kind = 'public' | 'signed-in' | 'search' | 'map' | 'image' | 'write';
type Step = { kind: Kind; run: () => Promise<Response> };
const counts = new Map<Kind, { ok: number; failed: number }>();
/** Every answered request's time in milliseconds, for the median at the end. */
const durations: number[] = [];

const url = (path: string) => new URL(path, base);
const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, signal: AbortSignal.timeout(30_000) });

const provider = (method: string, path: string, body: unknown) =>
  fetch(url(`/api/provider/v1${path}`), {
    method,
    headers: { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

const SOAK_GROUP = 'SOAK-1';
const SOAK_HOMES = 10;
const homeBody = (rent: number) => ({ floorDoor: '1. th.', rooms: 3, sizeM2: 80, monthlyRent: rent });

/** A group of the CRM's own with a few homes, published, whose rents the writes then change. */
async function prepareWrites(): Promise<void> {
  const steps = [
    () => provider('PUT', `/groups/${SOAK_GROUP}`, { name: 'Soak-huset', street: 'Vestergade 1', postcode: '8000' }),
    ...Array.from({ length: SOAK_HOMES }, (_, i) => () => provider('PUT', `/groups/${SOAK_GROUP}/homes/H${i}`, homeBody(9000 + i))),
    () => provider('PUT', `/groups/${SOAK_GROUP}/status`, { status: 'PUBLISHED' }),
  ];
  for (const step of steps) {
    const response = await step();
    if (!response.ok) throw new Error(`Provider set-up failed: ${response.status} ${await response.text()}`);
  }
}

type Card = { slug: string; imageId: number | null };

async function someHomes(): Promise<Card[]> {
  const response = await get('/api/search?limit=50');
  const body = (await response.json()) as { items?: Card[]; results?: Card[] };
  const cards = body.items ?? body.results ?? [];
  if (!cards.length) throw new Error('The search API listed no homes: seed the database first.');
  return cards;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];

function mix(cookie: string, homes: Card[]): Step[] {
  const images = homes.flatMap(({ imageId }) => (imageId ? [imageId] : []));
  const signedIn = { cookie };
  const publicPaths = ['/', '/soeg', '/soeg?sted=city:aarhus', '/lejebolig', '/lejebolig/aarhus', '/nybyggeri', '/en-DK/soeg'];
  const step = (kind: Kind, run: () => Promise<Response>): Step => ({ kind, run });
  return [
    ...publicPaths.map((path) => step('public', () => get(path))),
    step('public', () => get(`/bolig/${pick(homes).slug}`)),
    step('public', () => get(`/bolig/${pick(homes).slug}`)),
    ...['/konto', '/ventelister', '/anmodninger', '/'].map((path) => step('signed-in', () => get(path, signedIn))),
    step('search', () => get(`/api/search?limit=20&offset=${randomInt(0, 200)}`)),
    step('search', () => get(`/api/search?limit=20&roomsMin=${randomInt(1, 5)}&sort=rent`)),
    step('map', () => {
      const [lng, lat] = [8 + Math.random() * 4, 54.8 + Math.random() * 2.5];
      return get(`/api/search/map?bbox=${lng},${lat},${lng + 1},${lat + 0.6}`);
    }),
    step('image', () => get(`/api/image/find-public/${pick(images)}?aspectRatio=4:3&width=${pick([96, 320, 400, 960, 1200])}`)),
    step('write', () => provider('PUT', `/groups/${SOAK_GROUP}/homes/H${randomInt(SOAK_HOMES)}`, homeBody(8000 + randomInt(4000)))),
  ];
}

function count(kind: Kind, ok: boolean) {
  const entry = counts.get(kind) ?? { ok: 0, failed: 0 };
  entry[ok ? 'ok' : 'failed']++;
  counts.set(kind, entry);
}

async function client(steps: Step[], until: number): Promise<void> {
  while (Date.now() < until) {
    const { kind, run } = pick(steps);
    const started = performance.now();
    try {
      const response = await run();
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      count(kind, response.status < 500);
    } catch {
      count(kind, false);
    }
  }
}

const MEMORY_METRICS = {
  rss: 'hjemly_process_resident_memory_bytes',
  heapTotal: 'hjemly_nodejs_heap_size_total_bytes',
  heapUsed: 'hjemly_nodejs_heap_size_used_bytes',
  external: 'hjemly_nodejs_external_memory_bytes',
  embeddedDb: 'hjemly_embedded_db_memory_bytes',
  pageCache: 'hjemly_page_cache_bytes',
} as const;
type Sample = Record<keyof typeof MEMORY_METRICS, number> & { at: number };

async function sample(started: number): Promise<Sample> {
  const text = await (await get('/metrics', { Authorization: `Bearer ${healthToken}` })).text();
  const read = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1] ?? 0);
  const entries = Object.entries(MEMORY_METRICS).map(([key, name]) => [key, read(name)]);
  return { ...Object.fromEntries(entries), at: (Date.now() - started) / 1000 } as Sample;
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)}`.padStart(5);
const line = (s: Sample) =>
  `${String(Math.round(s.at)).padStart(5)} s  rss ${mb(s.rss)}  heap ${mb(s.heapUsed)}/${mb(s.heapTotal)}  ` +
  `external ${mb(s.external)}  embedded db ${mb(s.embeddedDb)}  page cache ${mb(s.pageCache)}  MB`;

async function main() {
  const cookie = await signIn(base.href, values.email, values.password);
  await prepareWrites();
  const steps = mix(cookie, await someHomes());
  const started = Date.now();
  const until = started + Number(values.minutes) * 60_000;
  const samples = [await sample(started)];
  console.log(line(samples[0]));
  const sampler = setInterval(async () => {
    samples.push(await sample(started));
    console.log(line(samples.at(-1)!));
  }, 10_000);
  await Promise.all(Array.from({ length: Number(values.clients) }, () => client(steps, until)));
  clearInterval(sampler);
  const last = await sample(started);
  report([...samples, last], (Date.now() - started) / 1000);
}

function report(samples: Sample[], seconds: number) {
  const last = samples.at(-1)!;
  const peak = Math.max(...samples.map((s) => s.rss));
  const rest = last.rss - last.heapTotal - last.external;
  console.log(`\nAfter ${Math.round(seconds)} s: rss ${mb(last.rss)} MB (start ${mb(samples[0].rss)}, peak ${mb(peak)})`);
  console.log(`  V8 heap ${mb(last.heapTotal)} (used ${mb(last.heapUsed)}); outside it (external) ${mb(last.external)},`);
  console.log(`  of which the embedded database ${mb(last.embeddedDb)} and the page cache ${mb(last.pageCache)};`);
  console.log(`  the rest (code, native libraries, malloc) ${mb(rest)}`);
  for (const [kind, { ok, failed }] of counts) console.log(`  ${kind.padEnd(10)} ${ok} answered, ${failed} failed`);
  const sorted = durations.toSorted((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
  console.log(`  ${sorted.length} requests answered, median ${Math.round(median)} ms`);
  const failed = [...counts.values()].reduce((sum, { failed: n }) => sum + n, 0);
  process.exitCode = failed ? 1 : 0;
}

await main();
