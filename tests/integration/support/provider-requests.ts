import { companies } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { createApiKey } from '@/lib/providers/key-service';
import { testActorOf } from './audit-actors';

/* Requests to the provider API's route handlers as a landlord's program sends them. */

const BASE = 'http://localhost:3000/api/provider/v1';
let idempotencyCounter = 0;
let companyCounter = 0;

export type ProviderCall = { key: string; body?: unknown; idempotencyKey?: string };

/** A JSON request with the Bearer key; writes carry the given Idempotency-Key or a fresh one. */
export function providerRequest(method: string, path: string, { key, body, idempotencyKey }: ProviderCall): Request {
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json', authorization: `Bearer ${key}` };
  if (method !== 'GET') headers['idempotency-key'] = idempotencyKey ?? `test-${Date.now()}-${++idempotencyCounter}`;
  return new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

/** A new company with an API key: its id and the key's secret. */
export async function companyWithKey(db: Db) {
  const n = ++companyCounter;
  const [company] = await db
    .insert(companies)
    .values({ slug: `udlejer-api-${n}-${Date.now()}`, name: `Udlejer ${n}` })
    .returning();
  const { secret } = await createApiKey(testActorOf(company.id), 'CRM');
  return { companyId: company.id, key: secret };
}
