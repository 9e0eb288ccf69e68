import { vi } from 'vitest';

/*
 * Every answer a provider route gives in the integration tests is held to the OpenAPI document: its
 * status must be one the operation documents, and its JSON body must fit that status's schema. A
 * test whose request gets an answer the document does not describe fails there, naming the fields.
 */

async function checkAnswer(request: Request, response: Response) {
  // Loaded at the first answer: the files that call no provider route do not build the document.
  const { PROVIDER_API_BASE } = await import('@/lib/providers/openapi');
  const { documentedOperationAt, undocumentedIn } = await import('../../support/documented-answers');
  const path = new URL(request.url).pathname.slice(PROVIDER_API_BASE.length);
  const operation = documentedOperationAt(request.method, path);
  if (!operation) return;
  const issues = operation.responses[String(response.status)]
    ? /json/.test(response.headers.get('content-type') ?? '')
      ? undocumentedIn(operation.operationId, response.status, await response.clone().json())
      : []
    : [`${operation.operationId} does not document the status ${response.status}`];
  if (issues.length) throw new Error(`An answer the OpenAPI document does not describe:\n${issues.join('\n')}`);
}

vi.mock('@/lib/providers/api-route', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/providers/api-route')>();
  const providerRoute: typeof original.providerRoute = (options, handler) => {
    const route = original.providerRoute(options, handler);
    return async (request, next) => {
      const response = await route(request, next);
      await checkAnswer(request, response);
      return response;
    };
  };
  return { ...original, providerRoute };
});
