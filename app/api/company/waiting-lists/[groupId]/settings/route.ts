import { z } from 'zod';
import { changeWaitingListRequiresMitid } from '@/lib/catalogue/write-service';
import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { consoleListSettingsSchema } from '@/lib/waiting-lists/offer-schema';

const params = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The console's settings of the company's own list: whether it takes only people MitID confirmed. */
export const PUT = route(
  { auth: 'required', params, query: companyQuerySchema, body: consoleListSettingsSchema },
  async ({ user, request, params, query, body }) => {
    const actor = await actingMember(user, request.headers, query.company);
    await changeWaitingListRequiresMitid(actor, params.groupId, body.requiresMitid, requestNow(request.headers));
    return { ok: true as const };
  },
);
