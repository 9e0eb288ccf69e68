import { companyLettings } from '@/lib/open-books/service';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';

export const GET = providerRoute({}, async ({ caller, request }) =>
  ok(await companyLettings(caller.companyId, requestNow(request.headers))),
);
