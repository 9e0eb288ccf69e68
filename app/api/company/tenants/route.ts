import { route } from '@/lib/handlers/route';
import { registerExternalTenantForHome } from '@/lib/offers/contract-service';
import { consoleTenantSchema } from '@/lib/offers/schema';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';

/** A tenant found outside Hjemly, registered from the console: no account is made. */
export const POST = route({ auth: 'required', query: companyQuerySchema, body: consoleTenantSchema }, async ({ user, query, body }) => {
  const { companyId } = await requireMembership(user, query.company);
  return registerExternalTenantForHome(companyId, body);
});
