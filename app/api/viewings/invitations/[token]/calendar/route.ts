import { icsResponse } from '@/lib/calendar/ics';
import { route } from '@/lib/handlers/route';
import { tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { invitationCalendar } from '@/lib/viewings/service';

/** The accepted slot as an .ics download (the file name is in Content-Disposition). */
export const GET = route({ params: tokenParamsSchema, rateLimit: { rule: VIEWING_TOKEN_LIMIT, per: 'ip' } }, async ({ params }) =>
  icsResponse(await invitationCalendar(params.token)),
);
