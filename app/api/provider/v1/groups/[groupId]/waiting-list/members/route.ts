import { created, ok, providerRoute } from '@/lib/providers/api-route';
import { waitingListParams } from '@/lib/providers/waiting-list-operations';
import { legacyMemberSchema } from '@/lib/waiting-lists/invitation-service';
import { importMemberForCompany, listMembersForCompany } from '@/lib/waiting-lists/member-service';
import { providerMembersQuerySchema } from '@/lib/waiting-lists/offer-schema';

export const GET = providerRoute({ params: waitingListParams, query: providerMembersQuerySchema }, async ({ caller, params, query }) =>
  ok(await listMembersForCompany(caller.companyId, { externalId: params.groupId }, query)),
);

export const POST = providerRoute({ params: waitingListParams, body: legacyMemberSchema }, async ({ caller, params, body }) =>
  created(await importMemberForCompany(caller.companyId, params.groupId, body)),
);
