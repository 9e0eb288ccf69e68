/*
 * What the server's flag client knows of its source (Unleash's frontend API, or our own flags in the
 * database), told by the answers it gets: for /api/health and for what the pages are rendered with.
 */

export type SourceState =
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'unreachable'; since: Date }
  | { kind: 'refused'; reason: 'token type' | 'key' | 'not the frontend API' };

/** What one answer (or the failure to get one) says of the source. */
export type Reply = { status: number; contentType: string; message: string } | { error: unknown };

/** The state after `reply` at `now`; an outage keeps the time it began. */
export function nextState(state: SourceState, reply: Reply, now: Date): SourceState {
  if ('error' in reply || reply.status >= 500 || reply.status === 429) {
    return state.kind === 'unreachable' ? state : { kind: 'unreachable', since: now };
  }
  if (reply.status === 401 || reply.status === 403) {
    return { kind: 'refused', reason: /different token type/i.test(reply.message) ? 'token type' : 'key' };
  }
  if (reply.status === 304 || (reply.status === 200 && /json/i.test(reply.contentType))) return { kind: 'ready' };
  return { kind: 'refused', reason: 'not the frontend API' };
}

/** For /api/health: e.g. `unleash: unreachable since 2026-12-02T06:00:00.000Z, serving last known flags`. */
export function describeState(adapter: string, state: SourceState, knowsFlags: boolean): string {
  const serving = knowsFlags ? 'serving last known flags' : 'no flags known, every flag off';
  switch (state.kind) {
    case 'starting':
      return `${adapter}: starting`;
    case 'ready':
      return `${adapter}: ready`;
    case 'unreachable':
      return `${adapter}: unreachable since ${state.since.toISOString()}, ${serving}`;
    case 'refused':
      return `${adapter}: refused: ${state.reason}, ${serving}`;
  }
}
