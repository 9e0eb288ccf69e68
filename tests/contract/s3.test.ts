import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { dependencyHealth, DependencyUnavailableError, forgetDependencies } from '@/lib/errors/dependency';
import { outageOf } from '@/lib/http/errors';
import { imageStorage } from '@/lib/images/storage';
import { testPort } from './support/server';
// @ts-expect-error: a plain ES module of the contract stage, without types
import * as s3rver from '../../contract/services/s3.mjs';

// The real s3rver 3.7.1 (contract/services/s3.mjs): one bucket on loopback that checks Signature V4.
const BUCKET_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const bucketEnv = (env: Record<string, string | undefined>) => Object.fromEntries(BUCKET_ENV.map((name) => [name, env[name]!]));

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
