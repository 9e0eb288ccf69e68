import { z } from 'zod';
import { contentDisposition } from '@/lib/offers/pdf-response';
import { providerOperations, type Operation } from './operations';
import { PROBLEM_CONTENT_TYPE, problemCatalogue, problemTypeUri } from './problems';

/* The OpenAPI 3.1 document of the provider API, generated from the operations table and its zod schemas. */

export const PROVIDER_API_BASE = '/api/provider/v1';

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function parameters(operation: Operation) {
  const inPath = operation.params
    ? Object.entries(operation.params.shape).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: jsonSchema(schema as z.ZodType),
      }))
    : [];
  const query = operation.query ? (jsonSchema(operation.query) as { properties?: Record<string, unknown>; required?: string[] }) : {};
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  const idempotency =
    operation.method === 'GET'
      ? []
      : [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            description: 'Any unique string of yours (a UUID will do). A retry with the same key within 24 hours gets the first answer.',
            schema: { type: 'string', maxLength: 255 },
          },
        ];
  return [...inPath, ...inQuery, ...idempotency];
}

const problem = (description: string) => ({
  description,
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

function successes(operation: Operation) {
  if (operation.status === 204) return { '204': { description: 'No Content' } };
  if (operation.file) return { '200': fileSuccess(operation.file) };
  const success = { description: 'OK', content: { 'application/json': { example: operation.responseExample } } };
  if (operation.status === 201) return { '201': { ...success, description: 'Created' } };
  return { '200': success, ...(operation.created ? { '201': { ...success, description: 'Created' } } : {}) };
}

function responses(operation: Operation) {
  return {
    ...successes(operation),
    '401': problem('No valid API key'),
    ...(operation.params ? { '404': problem('Not found in your company') } : {}),
    ...(operation.method === 'GET' ? {} : { '409': problem('Conflict'), '422': problem('A rule is broken') }),
    '429': problem('Rate limit used up'),
  };
}

function requestContent(operation: Operation, body: z.ZodType) {
  if (!operation.multipart) return { 'application/json': { schema: jsonSchema(body), example: operation.requestExample } };
  // The file part's own Content-Type is not trusted (the bytes decide), but says what is taken.
  return {
    'multipart/form-data': {
      schema: jsonSchema(body),
      encoding: { file: { contentType: operation.fileContentType ?? 'image/jpeg, image/png, image/webp' } },
    },
  };
}

function pathItem(operation: Operation) {
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: operation.description,
    parameters: parameters(operation),
    ...(operation.body ? { requestBody: { required: true, content: requestContent(operation, operation.body) } } : {}),
    responses: responses(operation),
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
    },
    servers: [{ url: `${origin}${PROVIDER_API_BASE}` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the company console (hjm_…).' } },
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status'],
          properties: {
            type: { type: 'string', enum: problemCatalogue.map((p) => problemTypeUri(p.slug)) },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
    paths,
  };
}
