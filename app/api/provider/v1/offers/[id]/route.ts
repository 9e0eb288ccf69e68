import { ok, providerRoute } from '@/lib/providers/api-route';
import { offerIdParamsSchema } from '@/lib/offers/schema';
import { getOfferOfCompany } from '@/lib/offers/service';

export const GET = providerRoute({ params: offerIdParamsSchema }, async ({ caller, params }) =>
  ok(await getOfferOfCompany(caller.companyId, params.id)),
);
