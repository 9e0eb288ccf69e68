import { icsResponse } from '@/lib/calendar/ics';
import { route } from '@/lib/handlers/route';
import { memberLinkParamsSchema } from '@/lib/viewings/schema';
import { ownViewingCalendar } from '@/lib/viewings/service';

/** The person's own accepted viewing as an .ics, from /konto; someone else's is a 404. */
export const GET = route({ auth: 'required', params: memberLinkParamsSchema }, async ({ user, params }) =>
  icsResponse(await ownViewingCalendar(user, params.invitationId)),
);
