// s3rver (contract/package.json) on loopback with one bucket: an S3 implementation that checks AWS
// Signature V4 as S3 does, for the product's bucket store (lib/images/storage-s3.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startProcess } from '../support/process.mjs';

export const name = 's3';

const BUCKET = 'hjemly-contract';
// s3rver's one account; a request signed with other keys is refused (InvalidAccessKeyId).
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** The bucket answers a signed-less listing with 403 once it exists: the server is up and the bucket made. */
const bucketExists = (endpoint) => async () => {
  const response = await fetch(`${endpoint}/${BUCKET}`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
  return response.status !== 404 && response.status < 500;
};

export async function start(ctx) {
  const endpoint = `http://127.0.0.1:${ctx.port}`;
  const data = path.join(ctx.dir, 'data');
  mkdirSync(data, { recursive: true });
  const server = await startProcess({
    name,
    command: process.execPath,
    args: [
      path.join(ctx.root, 'contract/node_modules/s3rver/bin/s3rver.js'),
      '--directory',
      data,
      '--address',
      '127.0.0.1',
      '--port',
      String(ctx.port),
      '--no-vhost-buckets',
      '--configure-bucket',
      BUCKET,
    ],
    cwd: ctx.dir,
    log: ctx.log,
    ready: bucketExists(endpoint),
  });
  return {
    // The database is for the two nodes the test serves pictures through (one PostgreSQL, one bucket).
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', ...CREDENTIALS, CONTRACT_S3_DATABASE_URL: ctx.databaseUrl },
    stop: server.stop,
  };
}
