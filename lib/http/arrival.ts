import { ARRIVAL_HEADER, arrivedAt } from '@/lib/bridges/arrival-bridge';

/**
 * When the production server took the request in (scripts/http-server.ts stamps every request, and
 * a client cannot forge the stamp); undefined without it (`next dev`, a test's Request), where the
 * handler's own clock is as good.
 */
export function requestArrival(headers: Headers): Date | undefined {
  return arrivedAt(headers.get(ARRIVAL_HEADER)) ?? undefined;
}
