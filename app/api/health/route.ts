import { route } from '@/lib/http/route';
import { healthReport } from '@/lib/monitoring/health';

/** For load balancers and the team: 200 when this node can serve, 503 when its database is down. */
export const GET = route({}, async () => {
  const report = await healthReport();
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
