import createClient from 'openapi-fetch';
import { openHouseExample } from '@/lib/open-house/api-examples';
import { contractTenantExample, offerExample } from '@/lib/offers/api-examples';
import { auditPageExample, examples } from '@/lib/providers/examples';
import { viewingExample } from '@/lib/viewings/api-examples';
import type { components, paths } from './provider-api';

/*
 * A client of the provider API as a landlord's developer would write one: types generated from our
 * OpenAPI document by openapi-typescript (provider-api.ts) and openapi-fetch. tests/contract/openapi.test.ts
 * type-checks this file against the generated types and runs its calls against the built server.
 */

type Schemas = components['schemas'];

// Our examples as the generated types see them: an answer the document describes otherwise fails to compile.
export const typedExamples: { [Name in keyof Schemas]?: Schemas[Name] } = {
  CompanyGroup: examples.group,
  CompanyImage: examples.image,
  Application: examples.application,
  OpenHouseEvent: openHouseExample,
  Viewing: viewingExample,
  Offer: offerExample,
  ContractTenant: contractTenantExample,
  AuditPage: auditPageExample,
};

export type ProviderClient = ReturnType<typeof providerClient>;

export function providerClient(origin: string, key: string) {
  return createClient<paths>({ baseUrl: `${origin}/api/provider/v1`, headers: { Authorization: `Bearer ${key}` } });
}

/** One answer as the test looks at it: the status, the body (data or problem) and the replay header. */
export type Seen = { status: number; body: unknown; replayed: string | null };

const seen = ({ response, data, error }: { response: Response; data?: unknown; error?: unknown }): Seen => ({
  status: response.status,
  body: data ?? error ?? null,
  replayed: response.headers.get('idempotent-replayed'),
});

/**
 * Five calls: list the groups, create one with an Idempotency-Key, send the same request again (the
 * stored answer), read it back, and read one that does not exist. Each answer's fields are read
 * through the generated types, so a renamed field fails here at compile time.
 */
export async function fiveCalls(client: ProviderClient, groupId: string, idempotencyKey: string) {
  const list = await client.GET('/groups');
  const groupCount: number | undefined = list.data?.length;

  const create = () =>
    client.PUT('/groups/{groupId}', {
      params: { path: { groupId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: examples.groupWrite,
    });
  const created = await create();
  const replay = await create();

  const read = await client.GET('/groups/{groupId}', { params: { path: { groupId } } });
  const status: Schemas['CompanyGroup']['publicationStatus'] | undefined = read.data?.publicationStatus;

  const missing = await client.GET('/groups/{groupId}', { params: { path: { groupId: `${groupId}-none` } } });
  const problemType: string | undefined = missing.error?.type;

  return {
    answers: { list: seen(list), created: seen(created), replay: seen(replay), read: seen(read), missing: seen(missing) },
    fields: { groupCount, status, problemType, createdName: created.data?.name },
  };
}
