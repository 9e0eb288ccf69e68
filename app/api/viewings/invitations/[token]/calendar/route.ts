import { ICS_CONTENT_TYPE } from '@/lib/calendar/ics';
import { route } from '@/lib/http/route';
import { tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { invitationCalendar } from '@/lib/viewings/service';

/** The accepted slot as an .ics download (the file name is in Content-Disposition). */
export const GET = route({ params: tokenParamsSchema, rateLimit: { rule: VIEWING_TOKEN_LIMIT, per: 'ip' } }, async ({ params }) => {
  const { filename, body } = await invitationCalendar(params.token);
  return new Response(body, {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
