import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies } from '@/lib/db/schema/catalogue';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { dependencyHealth, DependencyUnavailableError, forgetDependencies } from '@/lib/errors/dependency';
import { outageOf } from '@/lib/http/errors';
import { imageStorage } from '@/lib/images/storage';
import { createApiKey } from '@/lib/providers/key-service';
import { testActorOf } from '../integration/support/audit-actors';
import { startBuiltServer, testPort, type BuiltServer } from './support/server';
// @ts-expect-error: a plain ES module of the contract stage, without types
import * as s3rver from '../../contract/services/s3.mjs';

// The real s3rver 3.7.1 (contract/services/s3.mjs): one bucket on loopback that checks Signature V4.
const BUCKET_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const bucketEnv = (env: Record<string, string | undefined>) => Object.fromEntries(BUCKET_ENV.map((name) => [name, env[name]!]));
const HEALTH_TOKEN = 'contract-health-token';

type Started = { env: Record<string, string>; stop: () => Promise<void> };

/** An s3rver of this test's own, which it can stop: the run's one stays up for the other files. */
async function ownBucket(offset: number, dir: string): Promise<Started> {
  return s3rver.start({ port: testPort(offset), dir, root: path.resolve(import.meta.dirname, '../..'), log: () => {} });
}

const picture = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2b6f8a' } })
    .png()
    .toBuffer();

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'hjemly-contract-s3-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  forgetDependencies();
});

describe('the bucket store against s3rver', () => {
  it('puts, reads and deletes an original byte for byte; an unknown key is refused as the storage failing', async () => {
    const store = imageStorage(bucketEnv(process.env));
    const bytes = await picture();
    const key = `originals/contract-${Date.now()}.png`;
    await store.put(key, bytes, 'image/png');
    expect(Buffer.compare((await store.get(key))!, bytes)).toBe(0);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // nothing there: no error

    // s3rver 3.7.1 reads a V4 signature's key id but does not check the signature (its source says
    // so): an unknown key is what it can refuse. The signature itself is held to S3's rules by the
    // integration tests' stand-in (tests/integration/support/s3-stand-in.ts).
    const unknown = imageStorage({ ...bucketEnv(process.env), S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
    const refused = await unknown.put(key, bytes, 'image/png').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DependencyUnavailableError);
    expect((refused as Error).message).toMatch(/S3 PUT .* answered 403.*InvalidAccessKeyId/s);
  });

  it('a stopped bucket is the storage failing, not the database, and health says so', async () => {
    const bucket = await ownBucket(10, path.join(scratch, 'stopped'));
    const store = imageStorage(bucket.env);
    await store.put('originals/before.png', await picture(), 'image/png');
    await bucket.stop();
    const failure = await store.put('originals/after.png', await picture(), 'image/png').catch((error: unknown) => error);
    expect(outageOf(failure)).toBe('images');
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect(dependencyHealth({ images: 's3', email: 'smtp', cms: 'local', flags: 'local', payments: 'sandbox' }).images).toMatchObject({
      adapter: 's3',
      state: 'failing',
      error: expect.stringMatching(/ECONNREFUSED/),
    });
  });
});

describe('two nodes on one PostgreSQL database and one bucket', () => {
  const databaseUrl = process.env.CONTRACT_S3_DATABASE_URL!;
  let bucket: Started;
  let nodes: BuiltServer[] = [];
  let apiKey: string;

  beforeAll(async () => {
    bucket = await ownBucket(20, path.join(scratch, 'two-nodes'));
    const handle = await connect({ url: databaseUrl });
    await migrate(handle);
    const [company] = await handle.db
      .insert(companies)
      .values({ slug: `s3-contract-${Date.now()}`, name: 'Bucket & Co' })
      .returning();
    await handle.close();
    vi.stubEnv('DATABASE_URL', databaseUrl);
    apiKey = (await createApiKey(testActorOf(company.id), 'Contract')).secret;
    const env = {
      ...bucket.env,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: 'contract-secret-for-the-two-node-bucket-test-0123456789',
      CPR_KEY: 'c'.repeat(64),
      HEALTH_TOKEN,
    };
    // One after the other: two cores, and each node's start reads the migrations.
    nodes = [await startBuiltServer(testPort(30), 's3-node-a', env)];
    nodes.push(await startBuiltServer(testPort(31), 's3-node-b', env));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await bucket?.stop();
    vi.unstubAllEnvs();
  });

  let counter = 0;
  const send = (node: BuiltServer, method: string, apiPath: string, body?: BodyInit, json = true) =>
    fetch(`${node.url}/api/provider/v1${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        'idempotency-key': `contract-${Date.now()}-${++counter}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
  const upload = async (node: BuiltServer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'front.png');
    form.append('alt', 'Facaden');
    return send(node, 'POST', '/groups/G1/images', form, false);
  };

  it('a picture uploaded through one node is served by the other, from the bucket', async () => {
    const [a, b] = nodes;
    expect(
      (await send(a, 'PUT', '/groups/G1', JSON.stringify({ name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000' }))).status,
    ).toBe(201);
    expect((await send(a, 'PUT', '/groups/G1/homes/H1', JSON.stringify({ rooms: 3, sizeM2: 82, monthlyRent: 11950 }))).status).toBe(201);
    const uploaded = await upload(a);
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    expect((await send(a, 'PUT', '/groups/G1/status', JSON.stringify({ status: 'PUBLISHED' }))).status).toBe(200);

    const served = await fetch(`${b.url}/api/image/find-public/${id}?aspectRatio=4:3&width=320`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('with the bucket stopped, an upload answers the storage problem, not the database one, and health names the store', async () => {
    const [a] = nodes;
    await bucket.stop();
    const refused = await upload(a);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ type: '/udvikler#problem-storage-unavailable', status: 503 });
    const health = await fetch(`${a.url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
    const report = (await health.json()) as {
      status: string;
      details: { dependencies: Record<string, { adapter: string; state: string }> };
    };
    // The database still answers: the node stays in the balancer.
    expect(report.status).toBe('ok');
    expect(report.details.dependencies.images).toMatchObject({ adapter: 's3', state: 'failing' });
    expect(a.output()).toMatch(/Unavailable: images POST \/api\/provider\/v1\/groups\/G1\/images/);
  });
});
