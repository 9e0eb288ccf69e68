import { created, ok, providerRoute } from '@/lib/providers/api-route';
import { offerCreateSchema, providerOffersQuerySchema } from '@/lib/offers/schema';
import { listOffersOfCompany, makeOffers } from '@/lib/offers/service';

export const POST = providerRoute({ body: offerCreateSchema }, async ({ actor, body }) => created(await makeOffers(actor, body)));

export const GET = providerRoute({ query: providerOffersQuerySchema }, async ({ caller, query }) =>
  ok(await listOffersOfCompany(caller.companyId, { applicationId: query.application, limit: query.limit })),
);
