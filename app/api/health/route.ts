import { route } from '@/lib/handlers/route';
import { healthReport, mayShowDetails } from '@/lib/health/health';

/**
 * For load balancers: 200 when this node can serve (database answers, migrations current,
 * configuration complete), else 503. Engine, latency and adapters only with HEALTH_TOKEN.
 */
export const GET = route({}, async ({ request }) => {
  const report = await healthReport({ details: mayShowDetails(request.headers) });
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
