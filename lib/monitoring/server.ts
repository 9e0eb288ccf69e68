import { appEnvironment } from '@/lib/flags/config';
import { commonOptions } from './options';
import { ingestFor, type Ingest } from './tunnel';

type Env = Record<string, string | undefined>;

export function monitoringDsn(env: Env = process.env): string | undefined {
  return env.SENTRY_DSN?.trim() || undefined;
}

/** Our own project's ingest endpoint: the only place the tunnel forwards to. */
export function monitoringIngest(env: Env = process.env): Ingest | null {
  const dsn = monitoringDsn(env);
  return dsn ? ingestFor(dsn) : null;
}

/** The server's and edge's SDK options (tests/unit/monitoring-envelopes.test.ts runs the SDK with them). */
export function serverOptions(dsn: string, env: Env = process.env) {
  // Load balancers poll the health check every few seconds: its traces would drown the real ones.
  return { ...commonOptions(dsn, appEnvironment(env)), ignoreSpans: [/\/api\/health\b/] };
}

/** Without SENTRY_DSN the SDK is not even loaded: no init, no network. */
export async function startServerMonitoring(): Promise<void> {
  const dsn = monitoringDsn();
  if (!dsn) return;
  (await import('@sentry/nextjs')).init(serverOptions(dsn));
}

/**
 * The browser learns the DSN from the document at run time, so one build serves every
 * environment and a build without SENTRY_DSN still reports once it is set.
 */
export function browserMonitoringAttributes(env: Env = process.env): Record<string, string> {
  const dsn = monitoringDsn(env);
  return dsn ? { 'data-sentry-dsn': dsn, 'data-app-env': appEnvironment(env) } : {};
}

type RequestErrorArgs = Parameters<typeof import('@sentry/nextjs').captureRequestError>;

/** Next's onRequestError: errors of pages, server components and actions. */
export async function reportRequestError(...args: RequestErrorArgs): Promise<void> {
  if (!monitoringDsn()) return;
  (await import('@sentry/nextjs')).captureRequestError(...args);
}

/** Errors a handler caught and answered with 500 itself, which Next never sees. */
export async function reportError(error: unknown): Promise<void> {
  if (!monitoringDsn()) return;
  (await import('@sentry/nextjs')).captureException(error);
}
