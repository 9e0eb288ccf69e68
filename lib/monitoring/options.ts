import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrub';

export const TUNNEL_PATH = '/monitoring';

// Every trace; replays only around errors (all of them), 5 s to 1 h long.
export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
} as const;
export const REPLAY_DURATION_MS = { minReplayDuration: 5_000, maxReplayDuration: 3_600_000 } as const;

/** Options every runtime shares: no default PII, and every event and breadcrumb scrubbed. */
export function commonOptions(dsn: string, environment: string) {
  return {
    dsn,
    environment,
    sendDefaultPii: false,
    tracesSampleRate: SAMPLE_RATES.tracesSampleRate,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}
