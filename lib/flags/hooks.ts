'use client';

import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UnleashClient } from 'unleash-proxy-client';
import {
  frontendUrl,
  METRICS_INTERVAL_INITIAL_SECONDS,
  METRICS_INTERVAL_SECONDS,
  REFRESH_INTERVAL_SECONDS,
  type FlagsClientConfig,
} from './client-config';
import type { FlagName } from './names';

type FlagsState = { client: UnleashClient | null; enabled: ReadonlySet<string> };

const UNFETCHED: FlagsState = { client: null, enabled: new Set() };
const FlagsContext = createContext<FlagsState>(UNFETCHED);

type Sdk = typeof import('unleash-proxy-client');

function createClient(sdk: Sdk, config: FlagsClientConfig): UnleashClient {
  return new sdk.UnleashClient({
    url: frontendUrl(config, window.location.origin),
    clientKey: config.clientKey,
    appName: config.appName,
    environment: config.environment,
    refreshInterval: REFRESH_INTERVAL_SECONDS,
    metricsInterval: METRICS_INTERVAL_SECONDS,
    metricsIntervalInitial: METRICS_INTERVAL_INITIAL_SECONDS,
    // Toggles remembered from an earlier visit could be stale: until the first answer every flag
    // reads as off, which is the safe default for each of them.
    storageProvider: new sdk.InMemoryStorageProvider(),
  });
}

/** Runs `task` once the browser is idle (at the latest after two seconds); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * Polls the feature-flag frontend API and shares the enabled flags with `useFlag`. Every flag is off
 * until the first answer anyway, so the SDK is fetched and started only once the page is idle: it
 * never delays the page's own scripts.
 */
export function FlagsProvider({ config, children }: { config: FlagsClientConfig | null; children: ReactNode }) {
  const [state, setState] = useState<FlagsState>(UNFETCHED);
  const { url = null, clientKey = '', appName = '', environment = '' } = config ?? {};

  useEffect(() => {
    if (!clientKey) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    const cancelIdle = whenIdle(() => {
      void Promise.all([import('unleash-proxy-client'), import('./client-lifecycle')]).then(([sdk, { runFlagsClient }]) => {
        if (unmounted) return;
        const client = createClient(sdk, { url, clientKey, appName, environment });
        stop = runFlagsClient(client, (enabled) => setState({ client, enabled }));
      });
    });
    return () => {
      unmounted = true;
      cancelIdle();
      stop?.();
    };
  }, [url, clientKey, appName, environment]);

  return createElement(FlagsContext.Provider, { value: state }, children);
}

/** Whether a flag is on; off before the first answer and outside the provider. */
export function useFlag(name: FlagName): boolean {
  const { client, enabled } = useContext(FlagsContext);
  const on = enabled.has(name);
  useEffect(() => {
    // One evaluation per change, counted for the metrics the client reports (yes/no per flag).
    client?.isEnabled(name);
  }, [client, name, on]);
  return on;
}
