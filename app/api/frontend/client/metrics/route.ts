import { metricsBodySchema } from '@/lib/flags/schema';
import { recordMetrics } from '@/lib/flags/service';
import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';

/**
 * Flag metrics from unleash-proxy-client. The wrapper's CSRF check refuses a foreign
 * Origin: our pages call this same-origin, and the key grants nothing a cookie would.
 */
export const POST = route({ body: metricsBodySchema }, async ({ request, body }) => {
  if (!(await recordMetrics(request.headers.get('authorization'), body))) throw new DomainError('Unauthenticated', 'invalidClientKey');
  return new Response(null, { status: 202 });
});
