// `npm run bench -- bulk [--homes 500]`: a CRM writing a group's whole stock, as 500 single PUTs of
// a home and as one bulk PUT of the group's homes, side by side in one run — both making the homes
// and replacing them (a new rent on each). The requests go through the provider API's route handlers
// in this process (key, rate limit, idempotency, validation, the write, the answer); what HTTP adds
// is the same per request for both and left out. Counted too: how often the public pages were told
// of a change (each time, the page caches of every node refresh the group's, town's, company's pages
// and the listings). A fresh PGlite in a temporary directory, or BENCH_DATABASE_URL (PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { actorOf } from '@/lib/audit/actor';

const { values } = parseArgs({ args: process.argv.slice(3), options: { homes: { type: 'string', default: '500' } } });
const HOMES = Number(values.homes);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-bench-bulk-'));
process.env.DATA_DIR = dataDir;
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
process.env.BETTER_AUTH_SECRET ??= 'bench-secret-for-the-bulk-write-benchmark-0123456789';

const { companies } = await import('@/lib/db/schema/catalogue');
const { getDbHandle } = await import('@/lib/db/client');
const { migrate } = await import('@/lib/db/migrate');
const { createApiKey } = await import('@/lib/providers/key-service');
const { onPageChanges } = await import('@/lib/bridges/page-bridge');
const groupRoute = await import('@/app/api/provider/v1/groups/[groupId]/route');
const homeRoute = await import('@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/route');
const homesRoute = await import('@/app/api/provider/v1/groups/[groupId]/homes/route');

const handle = await getDbHandle();
await migrate(handle);
const [company] = await handle.db
  .insert(companies)
  .values({ slug: `bench-bulk-${Date.now()}`, name: 'Bench' })
  .returning();
const { secret } = await createApiKey(actorOf(company.id, { kind: 'key', keyId: 0, label: 'Bench' }, new Headers()), 'CRM');

let request = 0;
function put(url: string, body: unknown) {
  const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'idempotency-key': `bench-${++request}` };
  return new Request(`http://localhost/api/provider/v1${url}`, { method: 'PUT', headers, body: JSON.stringify(body) });
}
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });
const home = (i: number, monthlyRent: number) => ({
  floorDoor: `${1 + (i % 5)}. ${i}`,
  rooms: 1 + (i % 5),
  sizeM2: 40 + (i % 90),
  monthlyRent,
  description: 'Lys lejlighed med altan mod gården, nyt køkken og bad. '.repeat(8),
});

async function expectOk(response: Response) {
  if (response.status >= 300) throw new Error(`${response.status}: ${await response.text()}`);
}

let announcements = 0;
onPageChanges(() => announcements++);

async function timed(name: string, run: () => Promise<void>) {
  announcements = 0;
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  console.log(`${name.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms   page announcements ${announcements}`);
  return ms;
}

async function singles(groupId: string, rent: number) {
  for (let i = 0; i < HOMES; i++) {
    await expectOk(await homeRoute.PUT(put(`/groups/${groupId}/homes/H${i}`, home(i, rent)), params({ groupId, homeId: `H${i}` })));
  }
}
async function bulk(groupId: string, rent: number) {
  const homes = Array.from({ length: HOMES }, (_, i) => ({ id: `H${i}`, ...home(i, rent) }));
  await expectOk(await homesRoute.PUT(put(`/groups/${groupId}/homes`, { homes }), params({ groupId })));
}

const group = { name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000' };
for (const groupId of ['SINGLE', 'BULK']) await expectOk(await groupRoute.PUT(put(`/groups/${groupId}`, group), params({ groupId })));

console.log(
  `${HOMES} homes, ${handle.engine}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
const makeSingles = await timed(`make: ${HOMES} single PUTs`, () => singles('SINGLE', 9000));
const makeBulk = await timed('make: one bulk PUT', () => bulk('BULK', 9000));
const replaceSingles = await timed(`replace: ${HOMES} single PUTs`, () => singles('SINGLE', 9500));
const replaceBulk = await timed('replace: one bulk PUT', () => bulk('BULK', 9500));
console.log(`bulk ÷ singles: make ${(makeBulk / makeSingles).toFixed(3)}, replace ${(replaceBulk / replaceSingles).toFixed(3)}`);
console.log(
  `load after ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
