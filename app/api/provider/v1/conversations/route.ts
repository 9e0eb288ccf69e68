import { ok, providerRoute } from '@/lib/providers/api-route';
import { inboxFilterSchema } from '@/lib/messages/schema';
import { listInbox } from '@/lib/messages/service';

/** The company's inbox as a CRM reads it: a key sees what the owner sees, flags included. */
export const GET = providerRoute({ query: inboxFilterSchema }, async ({ caller, query }) =>
  ok({ items: await listInbox({ id: '', companyId: caller.companyId, owner: true }, query) }),
);
