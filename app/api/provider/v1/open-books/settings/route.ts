import { openBooksSettingsSchema } from '@/lib/open-books/schema';
import { getPublicationDelay, setPublicationDelay } from '@/lib/open-books/service';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({}, async ({ caller }) => ok({ delayDays: await getPublicationDelay(caller.companyId) }));

export const PUT = providerRoute({ body: openBooksSettingsSchema }, async ({ actor, body }) =>
  ok({ delayDays: await setPublicationDelay(actor, body.delayDays) }),
);
