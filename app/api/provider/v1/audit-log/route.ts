import { providerAuditQuerySchema } from '@/lib/audit/schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { readLogForKey } from '@/lib/providers/audit-log-service';

/** The key's own company's audit log (operation listAuditLog). */
export const GET = providerRoute({ query: providerAuditQuerySchema }, async ({ caller, query }) => {
  const { limit, ...filter } = query;
  return ok(await readLogForKey(caller, filter, limit));
});
