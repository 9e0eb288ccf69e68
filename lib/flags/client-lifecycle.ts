import { EVENTS, type UnleashClient } from 'unleash-proxy-client';
import { isClientError } from './client-config';

/**
 * Starts the client and returns its stop function. The SDK's start() arms its refresh timer only
 * after the first fetch, so a stop() that comes earlier (a 4xx answer to that fetch, an unmount)
 * would leave it polling: a stopped client is stopped again once start() is through.
 */
export function runFlagsClient(client: UnleashClient, publish: (enabled: ReadonlySet<string>) => void): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    client.stop();
  };
  client.on(EVENTS.UPDATE, () => {
    publish(
      new Set(
        client
          .getAllToggles()
          .filter((toggle) => toggle.enabled)
          .map((toggle) => toggle.name),
      ),
    );
  });
  client.on(EVENTS.ERROR, (error: unknown) => {
    // SPEC §8: flag errors are logged; a client error stops the client.
    console.error('Feature flags:', error);
    if (isClientError(error)) stop();
  });
  void client.start().then(() => {
    if (stopped) client.stop();
  });
  return stop;
}
