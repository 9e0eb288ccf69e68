import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({}, async ({ caller }) => ok(await listGroupsOfCompany(caller.companyId)));
