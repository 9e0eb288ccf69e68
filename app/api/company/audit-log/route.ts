import { auditConsoleQuerySchema } from '@/lib/audit/schema';
import { route } from '@/lib/handlers/route';
import { exportCompanyLog } from '@/lib/providers/audit-log-service';

/** The owner's log as CSV, with the same filters as the page (its GET form's fields). */
export const GET = route({ auth: 'required', query: auditConsoleQuerySchema }, async ({ user, query }) => {
  const { company, ...filter } = query;
  return new Response(await exportCompanyLog(user, filter, company), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="hjemly-log.csv"',
    },
  });
});
