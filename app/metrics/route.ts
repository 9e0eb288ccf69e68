import { embeddedDbMemoryBytes, poolConnections } from '@/lib/db/metrics';
import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';
import { mayShowDetails } from '@/lib/health/health';
import { bytesGauge, collectProcessMetrics, metricsText, poolGauge } from '@/lib/monitoring/metrics';

collectProcessMetrics();
poolGauge(poolConnections);
bytesGauge(
  'hjemly_embedded_db_memory_bytes',
  "The embedded database's (PGlite's) WebAssembly memory; 0 on PostgreSQL",
  embeddedDbMemoryBytes,
);

/**
 * Prometheus metrics of this process (scrape every node), for `Authorization: Bearer $HEALTH_TOKEN`
 * like the health details; without HEALTH_TOKEN set, for no one (404).
 */
export const GET = route({}, async ({ request }) => {
  if (!process.env.HEALTH_TOKEN) throw new DomainError('NotFound', 'notFound');
  if (!mayShowDetails(request.headers)) throw new DomainError('Unauthenticated', 'unauthorized');
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
