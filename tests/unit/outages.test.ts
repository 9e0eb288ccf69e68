import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { createPool } from '@/lib/db/pg-pool';
import { hideQueryParametersInErrors } from '@/lib/db/query-errors';
import {
  databaseFailedRecently,
  forgetDatabaseOutage,
  isDatabaseUnavailable,
  noteIfUnavailable,
  OUTAGE_MEMORY_MS,
} from '@/lib/db/unavailable';
import { DependencyUnavailableError } from '@/lib/errors/dependency';
import { errorMessage, outageBehind, outageOf } from '@/lib/http/errors';
import { S3Storage } from '@/lib/images/storage-s3';
import { smtpTransport } from '@/lib/email/transport';
import { stripeProvider } from '@/lib/payments/providers/stripe';
import { failureResponse } from '@/lib/handlers/route';
import { Problem } from '@/lib/providers/problems';
import { startPostgresGate } from '../support/postgres-gate';

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const refusedBy = async (work: () => Promise<unknown>) =>
  work().then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe('which service an outage is of', async () => {
  const port = await closedPort();
  const pool = createPool(Pool, `postgres://postgres@127.0.0.1:${port}/none`);
  afterAll(() => pool.end());
  hideQueryParametersInErrors();

  it('a bucket that refuses the connection is the image store, not the database', async () => {
    const bucket = new S3Storage({
      bucket: 'uploads',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const raw = await refusedBy(() => bucket.put('originals/a.jpg', Buffer.from('jpeg'), 'image/jpeg'));
    // fetch's own error carries the socket's ECONNREFUSED as its cause, just as pg's does.
    expect((raw as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(raw)).toBe(false);
    const wrapped = new DependencyUnavailableError('images', raw);
    expect(outageOf(wrapped)).toBe('images');
    const response = failureResponse(new Request('http://localhost/api/x', { headers: { 'accept-language': 'da-DK' } }), wrapped);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(errorMessage('da-DK', 'storageUnavailable'));
    expect(await Problem.outage('images').response().json()).toMatchObject({ type: '/udvikler#problem-storage-unavailable', status: 503 });
  });

  it('a full store is told apart from one that does not answer: 507 with its own words, nothing saved', async () => {
    // The kernel's own "no space left" error, as a full disk gives it to the uploads folder.
    const diskFull = await refusedBy(() => writeFile('/dev/full', Buffer.alloc(1)));
    expect(diskFull).toMatchObject({ code: 'ENOSPC' });
    const full = new DependencyUnavailableError('images', diskFull);
    expect(outageOf(full)).toBe('imagesFull');
    const response = failureResponse(new Request('http://localhost/api/x', { headers: { 'accept-language': 'en-DK' } }), full);
    expect(response.status).toBe(507);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toBe(errorMessage('en-DK', 'storageFull'));
    expect(await Problem.outage('imagesFull').response().json()).toMatchObject({ type: '/udvikler#problem-storage-full', status: 507 });
    // Another store's full answer is not the image store's, and "full" is never the database.
    expect(outageOf(new DependencyUnavailableError('email', diskFull))).toBe('email');
    expect(isDatabaseUnavailable(diskFull)).toBe(false);
  });

  it('a bucket that says it is full (MinIO: 507 XMinioStorageFull) is a full store', async () => {
    const minio = createHttpServer((request, response) => {
      request.resume();
      response.writeHead(507, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => minio.listen(0, '127.0.0.1', resolve));
    try {
      const bucket = new S3Storage({
        bucket: 'uploads',
        endpoint: `http://127.0.0.1:${(minio.address() as { port: number }).port}`,
        region: 'eu-north-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      });
      const raw = await refusedBy(() => bucket.put('originals/a.jpg', Buffer.from('jpeg'), 'image/jpeg'));
      expect(outageOf(new DependencyUnavailableError('images', raw))).toBe('imagesFull');
    } finally {
      minio.close();
    }
  });

  it("a library's own error moments after the database failed is the database's outage, and only then", () => {
    // better-auth's answer to a session read whose pool timed out: its own error, without the cause.
    const sessionRead = Object.assign(new Error('Failed to get session'), { name: 'APIError', status: 'INTERNAL_SERVER_ERROR' });
    const request = new Request('http://localhost/api/account/session', { headers: { 'accept-language': 'da-DK' } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      forgetDatabaseOutage();
      expect(failureResponse(request, sessionRead).status).toBe(500);
      noteIfUnavailable(new DependencyUnavailableError('images', new Error('x')));
      expect(failureResponse(request, sessionRead).status).toBe(500); // another service's outage says nothing of the database
      const now = Date.now();
      noteIfUnavailable(Object.assign(new Error('timeout exceeded when trying to connect'), { code: '57P03' }), now);
      expect(failureResponse(request, sessionRead).status).toBe(503);
      expect(outageBehind(sessionRead, now + OUTAGE_MEMORY_MS)).toBeUndefined();
    } finally {
      consoleError.mockRestore();
      forgetDatabaseOutage();
    }
  });

  it('a refused connection to PostgreSQL is still the database, through the pool and through drizzle', async () => {
    const throughPool = await refusedBy(() => pool.connect());
    expect(throughPool).toMatchObject({ code: 'ECONNREFUSED' });
    expect(outageOf(throughPool)).toBe('database');
    const throughDrizzle = await refusedBy(() => drizzle(pool).execute(sql`select 1`));
    expect(outageOf(throughDrizzle)).toBe('database');
    const inTransaction = await refusedBy(() => drizzle(pool).transaction(async () => {}));
    expect(outageOf(inTransaction)).toBe('database');
  });

  it('a mail server that refuses the connection is the mail server failing', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const failure = await refusedBy(() => transport.send({ to: 'ida@example.dk', subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' }));
    expect(failure).toBeInstanceOf(DependencyUnavailableError);
    expect(outageOf(failure)).toBe('email');
  });

  it('Stripe out of reach is the payment service failing, after the SDK retries', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_contract');
    vi.stubEnv('STRIPE_API_URL', `http://127.0.0.1:${port}`);
    try {
      const failure = await refusedBy(() => stripeProvider.readCheckout(undefined as never, 'cs_test_1'));
      expect(failure).toBeInstanceOf(DependencyUnavailableError);
      expect(outageOf(failure)).toBe('payments');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('an unmarked socket error is nobody’s outage, a PostgreSQL outage state always the database’s', () => {
    expect(outageOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(outageOf(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('database');
  });
});

describe('a database with no connection left, or one that never answers', async () => {
  hideQueryParametersInErrors();

  it('too many clients (53300) is the database away, through the pool and through drizzle, and is remembered', async () => {
    const gate = await startPostgresGate(null, 'full');
    const pool = createPool(Pool, `postgres://postgres@127.0.0.1:${gate.port}/full`);
    try {
      const started = Date.now();
      const throughPool = await refusedBy(() => pool.connect());
      expect(throughPool).toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
      expect(isDatabaseUnavailable(throughPool)).toBe(true);
      expect(databaseFailedRecently(started)).toBe(true);
      expect(databaseFailedRecently(started + OUTAGE_MEMORY_MS + 1_000)).toBe(false);
      expect(outageOf(await refusedBy(() => drizzle(pool).execute(sql`select 1`)))).toBe('database');
    } finally {
      await pool.end();
      await gate.close();
    }
  });

  it('a configuration limit (53400) is the database away as well', () => {
    expect(outageOf(Object.assign(new Error('configuration limit exceeded'), { code: '53400' }))).toBe('database');
  });

  it('a connect that never answers ends within the pool’s wait, as the database away', async () => {
    const gate = await startPostgresGate(null, 'stalled');
    const pool = createPool(Pool, `postgres://postgres@127.0.0.1:${gate.port}/stalled`, { connectionTimeoutMillis: 200 });
    try {
      const started = Date.now();
      const failure = await refusedBy(() => drizzle(pool).execute(sql`select 1`));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(outageOf(failure)).toBe('database');
    } finally {
      await pool.end();
      await gate.close();
    }
  });
});
