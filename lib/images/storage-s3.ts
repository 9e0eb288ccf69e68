import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { NoSpaceError } from '@/lib/errors/dependency';
import type { ImageStorage } from './storage';

/*
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Hetzner, …) addressed path-style,
 * {endpoint}/{bucket}/{key}, which every such service speaks; virtual-hosted names would need DNS
 * per bucket. Requests are signed with AWS Signature V4 by aws4fetch.
 */

// How S3-compatible stores say they are full: HTTP 507 (MinIO's XMinioStorageFull) or a quota's code.
const FULL_STORE_CODES = /<Code>(XMinioStorageFull|QuotaExceeded|InsufficientStorage)<\/Code>/;

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type S3Settings = { bucket: string; endpoint: string; region: string; credentials: Credentials };

export const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket's settings when S3_BUCKET is set (the other S3_* are then required: lib/config/requirements.ts), else null. */
export function s3SettingsOf(env: Record<string, string | undefined>): S3Settings | null {
  const [bucket, endpoint, region, accessKeyId, secretAccessKey] = S3_VARIABLES.map((name) => env[name]?.trim() ?? '');
  if (!bucket) return null;
  // Temporary credentials (an assumed IAM role) come with a session token; long-lived keys have none.
  const sessionToken = env.S3_SESSION_TOKEN?.trim() || undefined;
  return { bucket, endpoint: endpoint.replace(/\/+$/, ''), region, credentials: { accessKeyId, secretAccessKey, sessionToken } };
}

/** RFC 3986 encoding of each path segment, as S3 expects in the canonical URI; '/' stays. */
export const encodeKeyPath = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// An original is at most 10 MB; a store that has not answered by then is not going to.
const TIMEOUT_MS = 30_000;

export class S3Storage implements ImageStorage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    // No retries: a failed upload is reported to the person, who can try again, instead of aws4fetch's
    // default of up to ten tries holding the request.
    this.client = new AwsClient({ ...settings.credentials, region: settings.region, service: 's3', retries: 0 });
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = `${this.settings.endpoint}/${this.settings.bucket}/${encodeKeyPath(key)}`;
    return this.client.fetch(url, {
      method,
      // The payload's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD), so the store checks the bytes too.
      headers: { 'x-amz-content-sha256': sha256Hex(body ?? ''), ...(contentType ? { 'content-type': contentType } : {}) },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private async fail(response: Response, what: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    const message = `S3 ${what} answered ${response.status}: ${detail}`;
    if (response.status === 507 || FULL_STORE_CODES.test(detail)) throw new NoSpaceError(message);
    throw new Error(message);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, contentType);
    if (!response.ok) await this.fail(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) return this.fail(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object was there; some look-alikes answer 404.
    if (!response.ok && response.status !== 404) await this.fail(response, `DELETE ${key}`);
    await response.body?.cancel();
  }
}
