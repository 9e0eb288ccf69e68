import type { Client, Event, Integration } from '@sentry/core';
import { scrubEvent, scrubPayload, scrubText } from './scrub';

export const TUNNEL_PATH = '/monitoring';

// Every trace; replays only around errors (all of them), 5 s to 1 h long.
export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
} as const;
export const REPLAY_DURATION_MS = { minReplayDuration: 5_000, maxReplayDuration: 3_600_000 } as const;

/**
 * beforeSend sees error events only: transactions and replay events are cleaned by this
 * integration's processor, and the trace's summary in every envelope's header (its root span's
 * name, which can be a page's address) as the SDK makes it.
 */
export function scrubbingIntegration(): Integration {
  return {
    name: 'HjemlyScrubbing',
    setup(client: Client) {
      client.on('createDsc', (dsc) => {
        if (dsc.transaction) dsc.transaction = scrubText(dsc.transaction);
      });
    },
    processEvent: (event: Event) => (event.type ? scrubEvent(event) : event),
  };
}

/** Options every runtime shares: no default PII, and every event, span and breadcrumb scrubbed. */
export function commonOptions(dsn: string, environment: string) {
  return {
    dsn,
    environment,
    sendDefaultPii: false,
    tracesSampleRate: SAMPLE_RATES.tracesSampleRate,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubPayload,
    beforeBreadcrumb: scrubPayload,
    integrations: [scrubbingIntegration()],
  };
}
