type Sentry = typeof import('@sentry/nextjs');
let sentry: Sentry | undefined;

/**
 * Loads and starts the SDK only when the server put a DSN on <html>; reports go through our tunnel.
 * Its options (and their scrubbers) come with it, not with every page.
 */
export function startBrowserMonitoring(root: HTMLElement = document.documentElement): void {
  const { sentryDsn: dsn, appEnv } = root.dataset;
  if (!dsn) return;
  void Promise.all([import('@sentry/nextjs'), import('./options')]).then(
    ([loaded, { commonOptions, REPLAY_DURATION_MS, SAMPLE_RATES, TUNNEL_PATH }]) => {
      loaded.init({
        ...commonOptions(dsn, appEnv ?? 'development'),
        tunnel: TUNNEL_PATH,
        replaysSessionSampleRate: SAMPLE_RATES.replaysSessionSampleRate,
        replaysOnErrorSampleRate: SAMPLE_RATES.replaysOnErrorSampleRate,
        // Replays show the page's layout, never what people typed or read.
        integrations: [loaded.replayIntegration({ ...REPLAY_DURATION_MS, maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
      });
      sentry = loaded;
    },
  );
}

export function routerTransitionStart(href: string, navigationType: string): void {
  sentry?.captureRouterTransitionStart(href, navigationType);
}
