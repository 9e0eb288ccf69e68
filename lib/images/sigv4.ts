import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for the three S3 object calls the image storage makes (PUT, GET, DELETE
 * of one object, no query string): a few dozen lines of node:crypto instead of the AWS SDK.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */

export type Credentials = { accessKeyId: string; secretAccessKey: string };

export type SignInput = {
  method: string;
  /** The request path, already URI-encoded as sent. */
  path: string;
  /** Every header to sign, host included; names in any case. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  credentials: Credentials;
  /** YYYYMMDD'T'HHMMSS'Z', the x-amz-date header. */
  amzDate: string;
};

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** 20130524T000000Z for a time. */
export const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 3986 encoding of each path segment, as S3 expects in the canonical URI; '/' stays. */
export const encodeKeyPath = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

/** The Authorization header value for the request. */
export function authorization(input: SignInput): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const value = (name: string) =>
    Object.entries(input.headers)
      .find(([key]) => key.toLowerCase() === name)![1]
      .trim()
      .replace(/\s+/g, ' ');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    '', // no query string
    ...names.map((name) => `${name}:${value(name)}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.credentials.secretAccessKey}`, day);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
