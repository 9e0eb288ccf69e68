type Sentry = typeof import('@sentry/nextjs');
let sentry: Sentry | undefined;

/**
 * Loads and starts the SDK only when the server put a DSN on <html>; reports go through our tunnel.
 * Its options (and their scrubbers) come with it, not with every page.
 */
export function startBrowserMonitoring(root: HTMLElement = document.documentElement): void {
  const { sentryDsn: dsn, appEnv } = root.dataset;
  if (!dsn) return;
  void Promise.all([import('@sentry/nextjs'), import('./options'), import('./scrub')]).then(
    ([loaded, { commonOptions, REPLAY_DURATION_MS, SAMPLE_RATES, TUNNEL_PATH }, { scrubPayload }]) => {
      const options = commonOptions(dsn, appEnv ?? 'development');
      // Replays show the page's layout, never what people typed or read, nor any request's headers or
      // body; the breadcrumbs and requests they record are cleaned like any other. The page's own
      // address and links in a recording are cleaned by the tunnel (lib/monitoring/envelope.ts).
      const replay = loaded.replayIntegration({
        ...REPLAY_DURATION_MS,
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        networkDetailAllowUrls: [],
        beforeAddRecordingEvent: scrubPayload,
      });
      loaded.init({
        ...options,
        tunnel: TUNNEL_PATH,
        replaysSessionSampleRate: SAMPLE_RATES.replaysSessionSampleRate,
        replaysOnErrorSampleRate: SAMPLE_RATES.replaysOnErrorSampleRate,
        integrations: [...options.integrations, replay],
      });
      sentry = loaded;
    },
  );
}

export function routerTransitionStart(href: string, navigationType: string): void {
  sentry?.captureRouterTransitionStart(href, navigationType);
}
