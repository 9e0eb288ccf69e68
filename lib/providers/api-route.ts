import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { actorOf } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/errors/domain-error';
import { readBodyWithin } from '@/lib/http/body-limit';
import { outageBehind } from '@/lib/http/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/images/upload-limits';
import { pathOfNul } from '@/lib/http/nul';
import { reportError } from '@/lib/monitoring/server';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from './idempotency-repository';
import { authenticateApiKey } from './key-service';
import { Problem } from './problems';
import type { ApiCaller } from './schema';

/*
 * The provider API's one wrapper. It differs from lib/handlers/route.ts on purpose: callers
 * are programs with a Bearer key, not browsers with a cookie (so no CSRF check and no session), and
 * errors are problem+json in English with a stable type instead of a person's text/plain message.
 * Order: key → rate limit → input → idempotency → handler. A route with `multipart: true` takes
 * multipart/form-data instead of JSON: `body` is then the schema of its fields (a file is a File).
 */

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type ProviderContext<B extends Schema, Q extends Schema, P extends Schema> = {
  request: Request;
  caller: ApiCaller;
  /** The key acting for its company, as the audit trail records it. */
  actor: AuditActor;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

/** What a handler answers: a status and the JSON body. */
export type ProviderAnswer = { status: number; body: unknown };

export const ok = (body: unknown): ProviderAnswer => ({ status: 200, body });
/** An upsert answers 201 when it made the resource, 200 when it replaced it. */
export const upserted = ({ created, value }: { created: boolean; value: unknown }): ProviderAnswer => ({
  status: created ? 201 : 200,
  body: value,
});
export const created = (body: unknown): ProviderAnswer => ({ status: 201, body });
export const noContent: ProviderAnswer = { status: 204, body: null };

type Options<B extends Schema, Q extends Schema, P extends Schema> = {
  body?: B;
  query?: Q;
  params?: P;
  multipart?: boolean;
  /** A JSON body larger than the default limit that this route takes (a bulk write). */
  maxBodyBytes?: number;
};

/** Per key; a CRM syncing its stock sends bursts, a loop gone wrong is stopped within the minute. */
export const PROVIDER_RATE_LIMIT: RateLimitRule = { name: 'provider-api', windowMs: 60_000, max: 600 };
const MAX_BODY_BYTES = 256 * 1024;
/** A bulk write of 500 homes with descriptions of a few thousand characters each. */
export const BULK_BODY_BYTES = 4 * 1024 * 1024;
// One picture and its few text fields; a file a little over the picture limit still arrives whole and
// is refused as image-too-large (422), a larger body as payload-too-large (413) without being read.
const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

type NextContext = { params: Promise<Record<string, string | string[]>> };

function parse<S extends Schema>(schema: S | undefined, value: unknown, where: 'body' | 'query' | 'path'): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const nul = pathOfNul(value);
  if (nul !== null) {
    throw new Problem(422, 'validation-failed', 'The request breaks a rule.', {
      errors: [{ path: `${where}.${nul}`, message: 'NUL characters are not allowed' }],
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data as Parsed<S>;
  const errors = result.error.issues.map((issue) => ({ path: [where, ...issue.path].join('.'), message: issue.message }));
  // A path that names nothing of ours is a 404, as a URL to a resource that does not exist.
  if (where === 'path') throw new Problem(404, 'not-found', 'Not found.');
  throw new Problem(422, 'validation-failed', 'The request breaks a rule.', { errors });
}

/** The body as its schema sees it, and the text an Idempotency-Key's request is known by. */
type Input = { text: string; value: unknown };

async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Input> {
  const text = new TextDecoder().decode(await readBodyWithin(request, maxBytes));
  if (!text) return { text, value: undefined };
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw new Problem(400, 'invalid-json', 'The request body is not JSON.');
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The fields as an object (a repeated name gives an array, which a schema of one value refuses). The
 * request is known by every field's name and the hash of its value or file bytes, in order: not by the
 * raw body, whose multipart boundary a client draws afresh for each try (curl does), so a retry of the
 * same upload would look like another request.
 */
async function readForm(request: Request): Promise<Input> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new Problem(415, 'unsupported-media-type', 'The body must be multipart/form-data.');
  }
  const bytes = await readBodyWithin(request, MAX_MULTIPART_BYTES);
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => {
    throw new Problem(400, 'invalid-form', 'The body is not well-formed multipart/form-data.');
  });
  const value: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  const parts: string[] = [];
  for (const [name, entry] of form) {
    const previous = value[name];
    value[name] = previous === undefined ? entry : [previous, entry].flat();
    const content = typeof entry === 'string' ? entry : new Uint8Array(await entry.arrayBuffer());
    parts.push(`${JSON.stringify(name)} ${typeof entry === 'string' ? 'field' : 'file'} ${sha256(content)}`);
  }
  return { text: parts.join('\n'), value };
}

async function authenticate(request: Request): Promise<ApiCaller> {
  const caller = await authenticateApiKey(request.headers.get('authorization'));
  if (!caller) {
    throw new Problem(401, 'unauthorized', 'A valid API key is needed: Authorization: Bearer <key>.', {
      headers: { 'WWW-Authenticate': 'Bearer realm="hjemly-provider-api"' },
    });
  }
  return caller;
}

/** A file download (a contract's PDF) answers with its own response; only reads do, so it is never replayed. */
export const file = (response: Response): ProviderAnswer => ({ status: response.status, body: response });

const answerResponse = ({ status, body }: ProviderAnswer, headers: Record<string, string> = {}) =>
  body instanceof Response
    ? body
    : status === 204
      ? new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
      : Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

function problemOf(error: unknown, request: Request): Problem {
  if (error instanceof Problem) return error;
  if (error instanceof DomainError) return Problem.fromDomainError(error);
  const outage = outageBehind(error);
  if (outage) {
    console.error(`Unavailable: ${outage}`, request.method, new URL(request.url).pathname, (error as Error).message);
    return Problem.outage(outage);
  }
  console.error('Unhandled error in provider API', request.method, new URL(request.url).pathname, error);
  void reportError(error);
  return new Problem(500, 'internal', 'Something went wrong on our side.');
}

/**
 * Runs a write once per Idempotency-Key: a retry of the same request gets the first answer
 * (`Idempotent-Replayed: true`), the same key with another request is refused. Failed writes keep
 * nothing, so a corrected request may reuse the key.
 */
async function once(request: Request, caller: ApiCaller, bodyText: string, run: () => Promise<ProviderAnswer>): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new Problem(400, 'idempotency-key-missing', 'Writes need an Idempotency-Key header (1–255 printable characters).');
  }
  const db = await getDb();
  const ref = { apiKeyId: caller.keyId, key };
  const requestHash = sha256(`${request.method} ${new URL(request.url).pathname}\n${bodyText}`);
  const claim = await claimIdempotencyKey(db, ref, requestHash, new Date());
  if (claim.kind === 'reused') throw new Problem(422, 'idempotency-key-reused', 'This Idempotency-Key was used for a different request.');
  if (claim.kind === 'inProgress') {
    throw new Problem(409, 'idempotency-key-in-progress', 'A request with this Idempotency-Key is still running.', {
      headers: { 'Retry-After': '1' },
    });
  }
  if (claim.kind === 'replay') return answerResponse(claim.answer, { 'Idempotent-Replayed': 'true' });
  try {
    const answer = await run();
    await storeIdempotentAnswer(db, ref, answer);
    return answerResponse(answer);
  } catch (error) {
    await releaseIdempotencyKey(db, ref).catch(() => undefined);
    throw error;
  }
}

export function providerRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  options: Options<B, Q, P>,
  handler: (context: ProviderContext<B, Q, P>) => Promise<ProviderAnswer>,
) {
  return async (request: Request, next?: NextContext): Promise<Response> => {
    try {
      const caller = await authenticate(request);
      await enforceRateLimit(PROVIDER_RATE_LIMIT, `key:${caller.keyId}`);
      const params = parse(options.params, next ? await next.params : {}, 'path');
      const query = parse(options.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
      const read = options.multipart ? readForm : (request: Request) => readJson(request, options.maxBodyBytes);
      const { text, value } = options.body ? await read(request) : { text: '', value: undefined };
      const body = parse(options.body, value, 'body');
      const actor = actorOf(caller.companyId, { kind: 'key', keyId: caller.keyId, label: caller.label }, request.headers);
      const run = () => handler({ request, caller, actor, body, query, params });
      return WRITE_METHODS.has(request.method) ? await once(request, caller, text, run) : answerResponse(await run());
    } catch (error) {
      return problemOf(error, request).response();
    }
  };
}
