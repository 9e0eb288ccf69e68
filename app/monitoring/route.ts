import { readBodyWithin } from '@/lib/http/body-limit';
import { DomainError } from '@/lib/errors/domain-error';
import { errorMessage, errorResponse } from '@/lib/http/errors';
import { route } from '@/lib/handlers/route';
import { monitoringIngest } from '@/lib/monitoring/server';
import { scrubEnvelope } from '@/lib/monitoring/envelope';
import { checkEnvelope, MAX_ENVELOPE_BYTES } from '@/lib/monitoring/tunnel';

const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * The browser SDK's tunnel: error reports reach Sentry through our own origin, so
 * the CSP stays at connect-src 'self' and blockers leave them alone. Only envelopes for our own
 * DSN are forwarded, to the ingest URL derived from SENTRY_DSN and nowhere else, and only once
 * cleaned of anything personal the browser's SDK could not reach (a replay's DOM and addresses).
 */
export const POST = route({}, async ({ request, locale }) => {
  const ingest = monitoringIngest();
  if (!ingest) throw new DomainError('NotFound', 'notFound');
  const envelope = await readBodyWithin(request, MAX_ENVELOPE_BYTES);
  const check = checkEnvelope(envelope, ingest);
  if (check === 'malformed') throw new DomainError('Invalid', 'badRequest');
  if (check === 'foreign') throw new DomainError('Forbidden', 'forbidden');
  let scrubbed: string | Uint8Array<ArrayBuffer>;
  try {
    scrubbed = scrubEnvelope(envelope);
  } catch {
    throw new DomainError('Invalid', 'badRequest');
  }
  try {
    const upstream = await fetch(ingest.url, {
      method: 'POST',
      body: scrubbed,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'text/plain', 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    console.error('Monitoring tunnel: the error service did not answer:', error instanceof Error ? error.message : error);
    return errorResponse(502, errorMessage(locale, 'internal'));
  }
});
