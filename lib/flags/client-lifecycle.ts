import { EVENTS, InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import {
  frontendUrl,
  isClientError,
  METRICS_INTERVAL_INITIAL_SECONDS,
  METRICS_INTERVAL_SECONDS,
  REFRESH_INTERVAL_SECONDS,
  type FlagsClientConfig,
} from './client-config';

// The SDK and what drives it are one module, fetched by FlagsProvider in one request once the page
// has loaded: two dynamic imports would each carry a copy of the SDK.

export function createFlagsClient(config: FlagsClientConfig): UnleashClient {
  return new UnleashClient({
    url: frontendUrl(config, window.location.origin),
    clientKey: config.clientKey,
    appName: config.appName,
    environment: config.environment,
    refreshInterval: REFRESH_INTERVAL_SECONDS,
    metricsInterval: METRICS_INTERVAL_SECONDS,
    metricsIntervalInitial: METRICS_INTERVAL_INITIAL_SECONDS,
    // Toggles remembered from an earlier visit could be stale: until the first answer every flag
    // reads as off, which is the safe default for each of them.
    storageProvider: new InMemoryStorageProvider(),
  });
}

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
    // Flag errors are logged; a client error stops the client.
    console.error('Feature flags:', error);
    if (isClientError(error)) stop();
  });
  void client.start().then(() => {
    if (stopped) client.stop();
  });
  return stop;
}
