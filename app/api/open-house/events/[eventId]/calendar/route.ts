import { icsResponse } from '@/lib/calendar/ics';
import { route } from '@/lib/handlers/route';
import { openHouseEventParamsSchema } from '@/lib/open-house/schema';
import { openHouseCalendar } from '@/lib/open-house/service';

/** The event as a calendar file (file download: the name is in Content-Disposition). */
export const GET = route({ params: openHouseEventParamsSchema }, async ({ params, locale }) =>
  icsResponse(await openHouseCalendar(params.eventId, locale), 'no-store'),
);
