import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Client, Pool } from 'pg';
import { getDbHandle } from '@/lib/db/client';
import { keepConnection, type DedicatedConnection } from '@/lib/db/dedicated-connection';
import { hasSpareConnection } from '@/lib/db/pg-pool';
import { pageChangesHeartbeatsMissed, pageChangesListenReconnects, pageChangesListenUp } from '@/lib/monitoring/metrics';
import { ALL_PAGES, deliverPageChanges, listenStatus, setListenStatus } from '@/lib/bridges/page-bridge';
import { createListenWatch, type ListenStatus, type ListenTurn } from './listen-watch';
import { PAGE_CHANGES_CHANNEL } from './page-changes';

/** Sends `payload` on `channel`; false when it was not sent because the pool had no connection to spare. */
export type Notify = (channel: string, payload: string) => Promise<boolean>;

type Options = {
  /** Where the tags go; by default this process's page cache (lib/bridges/page-bridge.ts). */
  deliver?: (tags: readonly string[]) => void;
  /** Where the LISTEN's state goes; by default the page cache, which serves nothing while it is not ok. */
  report?: (status: ListenStatus | null) => void;
  /** The wait before connecting again after the connection was lost. */
  retryMs?: number;
  /** How often a heartbeat is sent; one that has not come back after two of these drops the connection. */
  heartbeatMs?: number;
  notify?: Notify;
  now?: () => number;
  /** For tests: pg's Client. */
  Client?: typeof Client;
};

export type PageListener = DedicatedConnection & { status(): ListenStatus };

/** PAGE_CHANGES_HEARTBEAT_MS, 5 s by default. */
export function heartbeatPeriod(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PAGE_CHANGES_HEARTBEAT_MS);
  return Number.isInteger(value) && value > 0 ? value : 5_000;
}

/**
 * Through the requests' pool, as a write's announcement goes (lib/cache/page-changes.ts), so the
 * heartbeat proves the whole way a change takes; skipped rather than waiting among the requests or
 * taking the pool's last free connection.
 */
const notifyThroughPool: Notify = async (channel, payload) => {
  const { db } = await getDbHandle();
  if (!hasSpareConnection((db as unknown as { $client: Pool }).$client)) return false;
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  return true;
};

/**
 * Hears on its own PostgreSQL connection which public pages any node changed
 * (lib/cache/page-changes.ts) and hands them to this process's page cache: NOTIFY arrives within
 * milliseconds. A connection that dies silently (a firewall that drops it, a frozen backend) still
 * looks open, so every `heartbeatMs` the node NOTIFYs a channel of its own through the pool and
 * expects it back on this connection within two periods (lib/cache/listen-watch.ts). From a lost
 * connection or a missed heartbeat until a heartbeat comes back on a new connection, the page cache
 * forgets every page and serves none (every visitor gets a fresh render), since changes made
 * meanwhile went unheard; a warning is logged when it goes down and when it is back.
 */
export function listenForPageChanges(url: string, options: Options = {}): PageListener {
  const { deliver = deliverPageChanges, report = setListenStatus, retryMs = 1000, heartbeatMs = heartbeatPeriod() } = options;
  const { notify = notifyThroughPool, now = Date.now, Client: ClientClass } = options;
  const heartbeatChannel = `hjemly_heartbeat_${randomBytes(6).toString('hex')}`;
  const watch = createListenWatch({ boundMs: 2 * heartbeatMs, startedAt: now() });
  let setUps = 0;

  function apply(turn: ListenTurn) {
    report(watch.status());
    pageChangesListenUp.set(watch.status().state === 'ok' ? 1 : 0);
    if (turn?.went === 'down') {
      deliver([ALL_PAGES]);
      console.warn(
        `Page cache: the LISTEN for other nodes' page changes is down (${turn.status.reason}); pages are rendered uncached until it is back.`,
      );
    } else if (turn?.went === 'up') {
      // What changed while it was down went unheard: nothing cached before may come back.
      deliver([ALL_PAGES]);
      const downFor = ((turn.status.since - turn.was.since) / 1000).toFixed(1);
      if (turn.was.state === 'reconnecting')
        console.warn(`Page cache: the LISTEN for page changes is back after ${downFor} s; pages are cached again.`);
    }
  }

  const checks = new Set<NodeJS.Timeout>();

  function beat() {
    const number = watch.nextHeartbeat(now());
    if (number === null) return;
    // A heartbeat that failed to go out counts as one that never came back: the pool cannot reach
    // PostgreSQL either, and the other nodes' changes may not reach this node.
    notify(heartbeatChannel, String(number)).then(
      (sent) => sent || watch.unsent(number),
      () => undefined,
    );
    // Judged when its bound is up (a few ms late, so the clock read then is past it), not at the next beat.
    const judge = setTimeout(
      () => {
        checks.delete(judge);
        check();
      },
      2 * heartbeatMs + 5,
    ).unref();
    checks.add(judge);
  }

  function check() {
    const missed = watch.overdue(now());
    if (missed === 0) return;
    pageChangesHeartbeatsMissed.inc(missed);
    connection.restart(`no heartbeat came back within ${(2 * heartbeatMs) / 1000} s`);
  }

  const connection = keepConnection(url, {
    purpose: 'page-changes',
    retryMs,
    Client: ClientClass,
    prepare: (client) =>
      client.on('notification', ({ channel, payload }) => {
        if (channel === PAGE_CHANGES_CHANNEL && payload) deliver(payload.split(' '));
        else if (channel === heartbeatChannel) apply(watch.heard(Number(payload), now()));
      }),
    setUp: async (client) => {
      await client.query(`listen ${PAGE_CHANGES_CHANNEL}`);
      await client.query(`listen ${heartbeatChannel}`);
      if (setUps++ > 0) pageChangesListenReconnects.inc();
      watch.listening(now());
      beat();
    },
    onLost: (reason) => apply(watch.lost(reason, now())),
  });
  apply(null);
  const timer = setInterval(beat, heartbeatMs).unref();

  return {
    ...connection,
    status: () => watch.status(),
    async close() {
      clearInterval(timer);
      for (const pending of checks) clearTimeout(pending);
      await connection.close();
      report(null);
    },
  };
}

/** This process's LISTEN for page changes, for the health report; null when none runs (embedded database, no page cache). */
export function pageChangesListenHealth(): ListenStatus | null {
  return listenStatus();
}
