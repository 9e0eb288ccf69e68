'use client';

import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { runFlagsClient } from './client-lifecycle';
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

function createClient(config: FlagsClientConfig): UnleashClient {
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

/** Polls the feature-flag frontend API and shares the enabled flags with `useFlag`. */
export function FlagsProvider({ config, children }: { config: FlagsClientConfig | null; children: ReactNode }) {
  const [state, setState] = useState<FlagsState>(UNFETCHED);
  const { url = null, clientKey = '', appName = '', environment = '' } = config ?? {};

  useEffect(() => {
    if (!clientKey) return;
    const client = createClient({ url, clientKey, appName, environment });
    return runFlagsClient(client, (enabled) => setState({ client, enabled }));
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
