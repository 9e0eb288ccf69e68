import { z } from 'zod';
import { providerOpenApiDocument } from '@/lib/providers/openapi';

/*
 * The provider API's answers as its OpenAPI document describes them: each operation's JSON schema for
 * a status, turned back into a validator, so a test holds an example or a real answer to what a
 * generated client is told to expect (unknown fields are refused: the components forbid them).
 */

type Json = Record<string, unknown>;
type DocumentedOperation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Json; example?: unknown }> }>;
};

export const providerDocument = providerOpenApiDocument('http://localhost:3000');

export const documentedOperations: DocumentedOperation[] = Object.values(providerDocument.paths).flatMap(
  (item) => Object.values(item) as DocumentedOperation[],
);

const pathPatterns = Object.entries(providerDocument.paths).map(([template, item]) => ({
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  item: item as Record<string, DocumentedOperation>,
}));

/** The operation a request goes to: its method on the path template its path fits (undefined for the document itself). */
export function documentedOperationAt(method: string, path: string): DocumentedOperation | undefined {
  return pathPatterns.find(({ pattern, item }) => pattern.test(path) && item[method.toLowerCase()])?.item[method.toLowerCase()];
}

/** The JSON content of an operation's answer with `status`, or undefined when it documents none. */
export function documentedContent(operationId: string, status: number) {
  const operation = documentedOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the OpenAPI document`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`${operationId} documents no ${status} answer`);
  return response.content?.['application/json'] ?? response.content?.['application/problem+json'];
}

/** The validator of an operation's answer with `status`; the components' $refs point into the same schema's $defs. */
export function documentedSchema(operationId: string, status: number): z.ZodType {
  const schema = documentedContent(operationId, status)?.schema;
  if (!schema) throw new Error(`${operationId} documents no JSON schema for ${status}`);
  const root = { ...schema, $defs: providerDocument.components.schemas };
  return z.fromJSONSchema(JSON.parse(JSON.stringify(root).replaceAll('#/components/schemas/', '#/$defs/')));
}

/** The issues of `body` against the operation's documented answer with `status`, as `path: message` lines (none when it fits). */
export function undocumentedIn(operationId: string, status: number, body: unknown): string[] {
  const result = documentedSchema(operationId, status).safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${operationId} ${status} ${issue.path.join('.')}: ${issue.message}`);
}
