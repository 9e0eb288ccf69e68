import { describe, expect, it } from 'vitest';
import { providerOperations } from '@/lib/providers/operations';
import { documentedContent, documentedOperations, providerDocument, undocumentedIn } from '../support/documented-answers';

const successOf = (operation: (typeof providerOperations)[number]) => operation.status ?? 200;
const jsonOperations = providerOperations.filter((operation) => operation.response !== null);

describe('the provider API OpenAPI document', () => {
  it('gives every JSON answer a schema, and every example fits the schema of its answer', () => {
    expect(jsonOperations.length).toBeGreaterThan(30);
    for (const operation of jsonOperations) {
      expect(documentedContent(operation.id, successOf(operation))?.schema, operation.id).toBeDefined();
      expect(undocumentedIn(operation.id, successOf(operation), operation.responseExample)).toEqual([]);
      if (operation.created) expect(undocumentedIn(operation.id, 201, operation.responseExample)).toEqual([]);
    }
  });

  it('refuses an answer with a field the schema does not name, or a wrong type', () => {
    const [group] = providerOperations.find((operation) => operation.id === 'listGroups')!.responseExample as Record<string, unknown>[];
    expect(undocumentedIn('getGroup', 200, { ...group, secret: 1 })).toEqual([expect.stringContaining('secret')]);
    expect(undocumentedIn('getGroup', 200, { ...group, homes: [{ slug: 'x' }] })).not.toEqual([]);
    expect(undocumentedIn('listGroups', 200, group)).not.toEqual([]);
  });

  it('names, tags and secures every operation once', () => {
    const ids = documentedOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(providerOperations.length);
    const tags = providerDocument.tags.map((tag) => tag.name);
    for (const operation of documentedOperations as unknown as { operationId: string; tags: string[] }[]) {
      expect(operation.tags.length, operation.operationId).toBe(1);
      expect(tags).toContain(operation.tags[0]);
    }
    expect(providerDocument.security).toEqual([{ apiKey: [] }]);
    expect(providerDocument.info).toMatchObject({ contact: { url: expect.any(String) }, license: { name: expect.any(String) } });
  });

  it('documents the 400 of a write without an Idempotency-Key, and Retry-After on 429 and 503', () => {
    type Responses = Record<string, { description: string; headers?: Record<string, unknown> }>;
    for (const operation of providerOperations) {
      const { responses } = providerDocument.paths[operation.path][operation.method.toLowerCase()] as { responses: Responses };
      if (operation.method !== 'GET') expect(responses['400'].description, operation.id).toContain('idempotency-key-missing');
      expect(responses['401'], operation.id).toBeDefined();
      for (const status of ['429', '503']) expect(responses[status].headers, `${operation.id} ${status}`).toHaveProperty('Retry-After');
    }
    expect(undocumentedIn('putGroup', 400, { type: '/udvikler#problem-idempotency-key-missing', title: 'x', status: 400 })).toEqual([]);
    expect(undocumentedIn('putGroup', 400, { type: '/udvikler#problem-idempotency-key-missing', status: 400 })).not.toEqual([]);
  });
});
