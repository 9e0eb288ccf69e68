import { insightQuerySchema } from '@/lib/insight/schema';
import { companyInsight } from '@/lib/insight/service';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';

export const GET = providerRoute({ query: insightQuerySchema }, async ({ caller, query, request }) =>
  ok(await companyInsight(caller.companyId, query, requestNow(request.headers))),
);
