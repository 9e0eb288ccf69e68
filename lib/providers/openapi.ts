import { z } from 'zod';
import { contentDisposition } from '@/lib/offers/pdf-response';
import { openApiComponents, responseSchema } from './openapi-schemas';
import { providerTags, type Operation } from './operation';
import { providerOperations } from './operations';
import { PROBLEM_CONTENT_TYPE } from './problems';

/* The OpenAPI 3.1 document of the provider API, generated from the operations table and its zod schemas. */

export const PROVIDER_API_BASE = '/api/provider/v1';

/** What a request takes: the input side of a schema (before coercion and defaults). */
const inputSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description: 'Any unique string of yours (a UUID will do). A retry with the same key within 24 hours gets the first answer.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function parameters(operation: Operation) {
  const inPath = operation.params
    ? Object.entries(operation.params.shape).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: inputSchema(schema as z.ZodType),
      }))
    : [];
  const query = operation.query ? (inputSchema(operation.query) as { properties?: Record<string, unknown>; required?: string[] }) : {};
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery, ...(operation.method === 'GET' ? [] : [idempotencyKey])];
}

const retryAfter = (description: string) => ({ 'Retry-After': { description, schema: { type: 'integer', minimum: 1 } } });

const problem = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** A file download: the bytes as they are, with their name in Content-Disposition. */
function fileSuccess({ contentType, filename }: NonNullable<Operation['file']>) {
  return {
    description: 'OK',
    headers: {
      'Content-Disposition': {
        description: 'attachment, with the file name plain (filename) and UTF-8 encoded (filename*, RFC 6266); read filename* first.',
        schema: { type: 'string' },
        example: contentDisposition('attachment', filename),
      },
    },
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

const replayed = {
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

function successes(operation: Operation) {
  if (operation.status === 204)
    return { '204': { description: 'No Content', ...(operation.method === 'GET' ? {} : { headers: replayed }) } };
  if (operation.file) return { '200': fileSuccess(operation.file) };
  const { response } = operation;
  if (!response) throw new Error(`${operation.id} answers JSON but names no response schema`);
  const success = (description: string) => ({
    description,
    ...(operation.method === 'GET' ? {} : { headers: replayed }),
    content: { 'application/json': { schema: responseSchema(response), example: operation.responseExample } },
  });
  if (operation.status === 201) return { '201': success('Created') };
  return { '200': success('OK'), ...(operation.created ? { '201': success('Created') } : {}) };
}

/** The failures this operation can answer with, each where the wrapper or a service gives it. */
function failures(operation: Operation) {
  const writes = operation.method !== 'GET';
  const takesInput = operation.body !== undefined || operation.query !== undefined;
  const badRequest = [
    writes && 'no or a malformed Idempotency-Key header (idempotency-key-missing)',
    operation.body &&
      (operation.multipart ? 'a multipart body that cannot be read (invalid-form)' : 'a body that is not JSON (invalid-json)'),
  ].filter(Boolean);
  return {
    ...(badRequest.length ? { '400': problem(`Bad request: ${badRequest.join('; ')}`) } : {}),
    '401': problem('No valid API key (unauthorized)', {
      'WWW-Authenticate': { description: 'Bearer realm="hjemly-provider-api"', schema: { type: 'string' } },
    }),
    ...(operation.params || operation.query || operation.body
      ? { '404': problem('A resource it names is not found in your company (not-found)') }
      : {}),
    ...(writes
      ? { '409': problem('Conflict: the request with this Idempotency-Key is still running, or a rule of the resource’s state') }
      : {}),
    ...(operation.body ? { '413': problem('The body is larger than this endpoint takes (payload-too-large)') } : {}),
    ...(operation.multipart ? { '415': problem('The body is not multipart/form-data (unsupported-media-type)') } : {}),
    ...(writes || takesInput ? { '422': problem('A rule is broken (validation-failed and the types the reference lists)') } : {}),
    '429': problem('The key’s rate limit is used up (too-many-requests)', retryAfter('Seconds until the limit has room again.')),
    '500': problem('A fault of ours, reported (internal); retrying with the same Idempotency-Key is safe'),
    '503': problem(
      'A service it needs is not answering (database-unavailable, storage-unavailable and the other *-unavailable types); retry with the same Idempotency-Key',
      retryAfter('Seconds to wait before retrying.'),
    ),
    ...(operation.multipart
      ? {
          '507': problem(
            'The storage of pictures and leases is full (storage-full); nothing was saved',
            retryAfter('Seconds to wait before retrying; room is made by our operators.'),
          ),
        }
      : {}),
  };
}

function requestContent(operation: Operation, body: z.ZodType) {
  if (!operation.multipart) return { 'application/json': { schema: inputSchema(body), example: operation.requestExample } };
  // The file part's own Content-Type is not trusted (the bytes decide), but says what is taken.
  return {
    'multipart/form-data': {
      schema: inputSchema(body),
      encoding: { file: { contentType: operation.fileContentType ?? 'image/jpeg, image/png, image/webp' } },
    },
  };
}

function pathItem(operation: Operation) {
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    parameters: parameters(operation),
    ...(operation.body ? { requestBody: { required: true, content: requestContent(operation, operation.body) } } : {}),
    responses: { ...successes(operation), ...failures(operation) },
  };
}

export function providerOpenApiDocument(origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of providerOperations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: pathItem(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hjemly provider API',
      version: '1',
      description:
        'Publish groups and homes and answer applications from your own systems. Authenticate with a key made by your company’s owner in the company console (Authorization: Bearer …). Every write needs an Idempotency-Key header. Errors are RFC 9457 problem details with a stable type.',
      contact: { name: 'Hjemly', url: `${origin}/udvikler` },
      license: { name: 'Hjemly terms of use', url: `${origin}/vilkaar` },
    },
    servers: [{ url: `${origin}${PROVIDER_API_BASE}`, description: 'Hjemly' }],
    security: [{ apiKey: [] }],
    tags: providerTags.map((tag) => ({ ...tag })),
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the company console (hjm_…).' } },
      schemas: openApiComponents(),
    },
    paths,
  };
}
