import type { ImageStorage } from './storage';
import { amzDateOf, authorization, encodeKeyPath, sha256Hex, type Credentials } from './sigv4';

/*
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Hetzner, …) addressed path-style,
 * {endpoint}/{bucket}/{key}, which every such service speaks; virtual-hosted names would need DNS
 * per bucket.
 */

export type S3Settings = { bucket: string; endpoint: string; region: string; credentials: Credentials };

export const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket's settings when S3_BUCKET is set (the other S3_* are then required: lib/config/requirements.ts), else null. */
export function s3SettingsOf(env: Record<string, string | undefined>): S3Settings | null {
  const [bucket, endpoint, region, accessKeyId, secretAccessKey] = S3_VARIABLES.map((name) => env[name]?.trim() ?? '');
  if (!bucket) return null;
  return { bucket, endpoint: endpoint.replace(/\/+$/, ''), region, credentials: { accessKeyId, secretAccessKey } };
}

// An original is at most 10 MB; a store that has not answered by then is not going to.
const TIMEOUT_MS = 30_000;

export class S3Storage implements ImageStorage {
  constructor(private readonly settings: S3Settings) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = new URL(`${this.settings.endpoint}/${this.settings.bucket}/${encodeKeyPath(key)}`);
    const amzDate = amzDateOf(new Date());
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const signed = authorization({
      method,
      path: url.pathname,
      headers,
      payloadHash,
      region: this.settings.region,
      service: 's3',
      credentials: this.settings.credentials,
      amzDate,
    });
    // fetch sets Host itself, from the URL it was given: the same value as signed.
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization: signed },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private async fail(response: Response, what: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    throw new Error(`S3 ${what} answered ${response.status}: ${detail}`);
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
