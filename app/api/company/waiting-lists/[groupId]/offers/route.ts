import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { makeOfferFromConsole } from '@/lib/waiting-lists/console-service';
import { consoleOfferSchema } from '@/lib/waiting-lists/offer-schema';

const params = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The console's offer of a home to the next members of the company's own list. */
export const POST = route(
  { auth: 'required', params, query: companyQuerySchema, body: consoleOfferSchema },
  async ({ user, request, params, query, body }) =>
    makeOfferFromConsole(await actingMember(user, request.headers, query.company), params.groupId, body, requestNow(request.headers)),
);
