import { listCompanyOpenHouses } from '@/lib/open-house/landlord-service';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({}, async ({ caller }) => ok(await listCompanyOpenHouses(caller.companyId)));
