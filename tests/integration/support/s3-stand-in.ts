import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for an S3-compatible store, for the tests of the S3 image storage (no MinIO
 * binary installs here): path-style PUT, GET and DELETE of one object in one bucket, kept in memory.
 * Like S3 it refuses any request whose AWS Signature V4 does not check out, with its own code for the
 * check (not the application's signer), so a signing mistake fails the test instead of passing twice.
 */

export const STAND_IN_CREDENTIALS = { accessKeyId: 'HJEMLYTESTKEY', secretAccessKey: 'hjemly/test+secret-0123456789' };
export const STAND_IN_REGION = 'eu-north-1';
/** The token of temporary credentials (an assumed IAM role), for a stand-in started with it. */
export const STAND_IN_SESSION_TOKEN = 'FwoGZXIvYXdzEHJlbWx5/session+token==';

type Stored = { body: Buffer; contentType: string };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  objects: Map<string, Stored>;
  /** Requests refused for their signature. */
  refused: number;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function expectedSignature(request: IncomingMessage, credential: string, signedHeaders: string, payloadHash: string): string {
  const [, day, region, service] = credential.split('/');
  const names = signedHeaders.split(';');
  const canonical = [
    request.method,
    new URL(request.url!, 'http://stand-in').pathname,
    '',
    ...names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/${service}/aws4_request\n${sha256(canonical)}`;
  const key = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${STAND_IN_CREDENTIALS.secretAccessKey}`,
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * Null when the request is signed by the known key for this region (and carries the session token,
 * signed, when the stand-in plays temporary credentials), else why not.
 */
function signatureProblem(request: IncomingMessage, body: Buffer, sessionToken: string | undefined): string | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return 'AccessDenied';
  const [, credential, signedHeaders, signature] = match;
  const [accessKeyId, , region, service] = credential.split('/');
  if (accessKeyId !== STAND_IN_CREDENTIALS.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== STAND_IN_REGION || service !== 's3') return 'AuthorizationHeaderMalformed';
  const signed = signedHeaders.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => signed.includes(name))) return 'AccessDenied';
  if (sessionToken && (request.headers['x-amz-security-token'] !== sessionToken || !signed.includes('x-amz-security-token'))) {
    return 'InvalidToken';
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const expected = expectedSignature(request, credential, signedHeaders, payloadHash);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : 'SignatureDoesNotMatch';
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function error(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startS3StandIn(bucket = 'hjemly-test', options: { sessionToken?: string } = {}): Promise<S3StandIn> {
  const objects = new Map<string, Stored>();
  const state = { refused: 0 };
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const problem = signatureProblem(request, body, options.sessionToken);
    if (problem) {
      state.refused++;
      return error(response, 403, problem);
    }
    const path = new URL(request.url!, 'http://stand-in').pathname;
    if (!path.startsWith(`/${bucket}/`)) return error(response, 404, 'NoSuchBucket');
    const key = path
      .slice(bucket.length + 2)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (request.method === 'GET') {
      const stored = objects.get(key);
      if (!stored) return error(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length }).end(stored.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      error(response, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve, reject) => server.close((closed) => (closed ? reject(closed) : resolve()))),
  };
}
