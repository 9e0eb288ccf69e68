'use client';

import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { IToggle, UnleashClient } from 'unleash-proxy-client';
import { enabledNames, type FlagsClientConfig } from './client-config';
import type { FlagName } from './names';

type FlagsState = { client: UnleashClient | null; enabled: ReadonlySet<string> };
/** `read` tells the provider that a component on the page reads a flag, so the client is needed. */
type FlagsContextValue = FlagsState & { read: () => void };

const FlagsContext = createContext<FlagsContextValue>({ client: null, enabled: new Set(), read: () => {} });

/**
 * Runs `task` once the page has loaded and the browser is then idle (at the latest two seconds
 * later); returns its cancel. Idle alone came before the load event on pages still fetching images
 * or a map, and the SDK then competed with the page's own scripts.
 */
function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * Shares the enabled flags with `useFlag`: first the server's (`bootstrap`, the flags this page was
 * rendered with, so the HTML and the hydrated page agree), then the frontend API's answers. The SDK
 * is fetched only on a page where a component reads a flag: most pages read none (in production the
 * watermark is not drawn, and analytics reads its flag only once a visitor has allowed statistics),
 * and there a first visit would fetch the SDK and poll for nothing. The server's flags hold until
 * then, so it is fetched and started once the page has loaded and is idle: it never delays the
 * page's own scripts.
 */
export function FlagsProvider({
  config,
  bootstrap = null,
  children,
}: {
  config: FlagsClientConfig | null;
  bootstrap?: IToggle[] | null;
  children: ReactNode;
}) {
  const [state, setState] = useState<FlagsState>(() => ({ client: null, enabled: enabledNames(bootstrap ?? []) }));
  // The first render's bootstrap seeds the client; a later render's (a client-side navigation) is older than its answers.
  const [seed] = useState(bootstrap);
  const [wanted, setWanted] = useState(false);
  const read = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ ...state, read }), [state, read]);
  const { url = null, clientKey = '', appName = '', environment = '' } = config ?? {};

  useEffect(() => {
    if (!clientKey || !wanted) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    const cancelIdle = whenLoadedAndIdle(() => {
      void import('./client-lifecycle').then(({ createFlagsClient, runFlagsClient }) => {
        if (unmounted) return;
        const client = createFlagsClient({ url, clientKey, appName, environment }, seed);
        stop = runFlagsClient(client, (enabled) => setState({ client, enabled }));
      });
    });
    return () => {
      unmounted = true;
      cancelIdle();
      stop?.();
    };
  }, [wanted, url, clientKey, appName, environment, seed]);

  return createElement(FlagsContext.Provider, { value }, children);
}

/** Whether a flag is on; the server's value before the first answer, off outside the provider. */
export function useFlag(name: FlagName): boolean {
  const { client, enabled, read } = useContext(FlagsContext);
  const on = enabled.has(name);
  useEffect(read, [read]);
  useEffect(() => {
    // One evaluation per change, counted for the metrics the client reports (yes/no per flag).
    client?.isEnabled(name);
  }, [client, name, on]);
  return on;
}
