import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
} from 'prom-client';

/*
 * The process's Prometheus metrics, read at /metrics. prom-client is loaded once per process (it is
 * a server-external package, so Next's bundles and the HTTP server share it), while this module may
 * be evaluated by several bundles: each metric is made once and found again by name.
 */

function existing<T>(name: string): T | undefined {
  return register.getSingleMetric(name) as T | undefined;
}

function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return existing<Counter<L>>(config.name) ?? new Counter(config);
}

function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return existing<Gauge<L>>(config.name) ?? new Gauge(config);
}

function histogram<L extends string>(name: string, help: string, labelNames: L[], buckets: number[]): Histogram<L> {
  return existing<Histogram<L>>(name) ?? new Histogram({ name, help, labelNames, buckets });
}

const defaultsKey = Symbol.for('hjemly.metrics.defaults');

/** Node's own metrics (memory, event-loop delay, garbage collection), once per process. */
export function collectProcessMetrics(): void {
  const g = globalThis as typeof globalThis & { [defaultsKey]?: boolean };
  if (g[defaultsKey]) return;
  g[defaultsKey] = true;
  collectDefaultMetrics({ prefix: 'hjemly_' });
}

export const requestDuration = histogram(
  'hjemly_http_request_duration_seconds',
  'HTTP requests by route kind and status class, and how long they took',
  ['kind', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

export const pageCacheRequests = counter({
  name: 'hjemly_page_cache_requests_total',
  help: 'Public page requests by how the page cache answered them (hit, miss, bypass)',
  labelNames: ['result'],
});

export const requestsShed = counter({
  name: 'hjemly_http_requests_shed_total',
  help: 'Requests turned away with 503 because the node was at its limit, by route kind (also counted as 5xx above)',
  labelNames: ['kind'],
});

export const pageChangesListenUp = gauge({
  name: 'hjemly_page_changes_listen_up',
  help: "1 while this node's LISTEN for other nodes' page changes delivers (its heartbeat comes back), else 0: its page cache is bypassed",
});

export const pageChangesListenReconnects = counter({
  name: 'hjemly_page_changes_listen_reconnects_total',
  help: 'Times the LISTEN for page changes was set up again on a new connection after losing one',
});

export const pageChangesHeartbeatsMissed = counter({
  name: 'hjemly_page_changes_heartbeats_missed_total',
  help: 'Heartbeats sent through the pool that did not come back on the LISTEN connection in time (each drops that connection)',
});

export const jobRuns = counter({
  name: 'hjemly_job_runs_total',
  help: 'Background job runs by job and outcome',
  labelNames: ['job', 'outcome'],
});

export const jobDuration = histogram(
  'hjemly_job_duration_seconds',
  'How long background job runs took',
  ['job'],
  [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
);

export const paymentsSettled = counter({
  name: 'hjemly_payments_settled_total',
  help: 'Payments moved to a new state by a provider event, the sandbox, a renewal or the reconcile job',
  labelNames: ['status'],
});

export const paymentsPaidAfterClose = counter({
  name: 'hjemly_payments_paid_after_close_total',
  help: 'Late payments: reported paid after the ledger had closed them, then fulfilled or refunded',
  labelNames: ['outcome'],
});

export const emailsDelivered = counter({
  name: 'hjemly_emails_total',
  help: 'E-mails handed to the mail server (sent), put back for a retry (retried) or given up (failed)',
  labelNames: ['result'],
});

/** A gauge whose value is read when Prometheus asks: the database pools' connections. */
export function poolGauge(read: () => { pool: string; state: string; count: number }[]): Gauge<'pool' | 'state'> {
  return gauge({
    name: 'hjemly_db_pool_connections',
    help: 'PostgreSQL connections of this process by pool (requests, jobs) and state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'],
    collect() {
      this.reset();
      for (const { pool, state, count } of read()) this.set({ pool, state }, count);
    },
  });
}

/**
 * A gauge of bytes read when Prometheus asks, for the parts of the process's memory that Node's own
 * metrics do not name: the page cache's entries, the embedded database's WebAssembly memory.
 */
export function bytesGauge(name: string, help: string, read: () => number): Gauge {
  return gauge({
    name,
    help,
    collect() {
      this.set(read());
    },
  });
}

export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await register.metrics(), contentType: register.contentType };
}
