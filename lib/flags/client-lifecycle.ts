import {
  EVENTS,
  InMemoryStorageProvider,
  LocalStorageProvider,
  UnleashClient,
  type IStorageProvider,
  type IToggle,
} from 'unleash-proxy-client';
import {
  enabledNames,
  frontendUrl,
  isClientError,
  METRICS_INTERVAL_INITIAL_SECONDS,
  METRICS_INTERVAL_SECONDS,
  REFRESH_INTERVAL_SECONDS,
  type FlagsClientConfig,
} from './client-config';

// The SDK and what drives it are one module, fetched by FlagsProvider in one request once the page
// has loaded: two dynamic imports would each carry a copy of the SDK.

// The SDK's key for its last answer.
const TOGGLES_KEY = 'repo';

/**
 * The last toggles in localStorage: they are the same for every visitor, so no personal data. The
 * rest (the SDK's random session id) stays in memory, as before, so nothing identifies a visitor
 * across visits.
 */
export function lastTogglesStorage(): IStorageProvider {
  const kept = new LocalStorageProvider('hjemly.flags');
  const memory = new InMemoryStorageProvider();
  const store = (name: string) => (name === TOGGLES_KEY ? kept : memory);
  return { save: (name, data) => store(name).save(name, data), get: async (name) => store(name).get(name) };
}

/**
 * `bootstrap`: the server's flags for this page, which replace the ones the browser kept. Without
 * them (the server knew none) the browser starts from the toggles it kept from its last answer
 * (the SDK's localStorage), so an outage of the flag service does not turn every flag off.
 */
export function createFlagsClient(config: FlagsClientConfig, bootstrap: IToggle[] | null): UnleashClient {
  return new UnleashClient({
    url: frontendUrl(config, window.location.origin),
    clientKey: config.clientKey,
    appName: config.appName,
    environment: config.environment,
    refreshInterval: REFRESH_INTERVAL_SECONDS,
    metricsInterval: METRICS_INTERVAL_SECONDS,
    metricsIntervalInitial: METRICS_INTERVAL_INITIAL_SECONDS,
    storageProvider: lastTogglesStorage(),
    bootstrap: bootstrap ?? undefined,
    bootstrapOverride: true,
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
  const publishToggles = () => publish(enabledNames(client.getAllToggles()));
  // INIT: the kept or bootstrapped toggles are loaded; UPDATE: an answer changed them.
  client.on(EVENTS.INIT, publishToggles);
  client.on(EVENTS.UPDATE, publishToggles);
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
