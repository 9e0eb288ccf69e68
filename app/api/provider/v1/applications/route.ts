import { listApplicationsOfCompany } from '@/lib/applications/landlord-service';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { providerApplicationsQuerySchema } from '@/lib/providers/schema';

export const GET = providerRoute({ query: providerApplicationsQuerySchema }, async ({ caller, query }) =>
  ok(
    await listApplicationsOfCompany(caller.companyId, {
      cursor: query.cursor,
      updatedSince: query.updatedSince ? new Date(query.updatedSince) : undefined,
      limit: query.limit,
      homeSlug: query.home,
      status: query.status,
    }),
  ),
);
