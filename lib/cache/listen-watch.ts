/**
 * Whether this node's LISTEN for page changes delivers: `connecting` until its first heartbeat came
 * back after start, `ok` while they do, `reconnecting` from a loss or a missed heartbeat until one
 * comes back on the new connection. `since`: when it took this state (a start that never got to ok
 * stays at the start's time); `reason`: why it is not ok.
 */
export type ListenState = 'connecting' | 'ok' | 'reconnecting';
export type ListenStatus = { state: ListenState; since: number; reason: string | null };

/** A change worth telling: the LISTEN went down (it was ok) or came up (it was not), with the status before. */
export type ListenTurn = { went: 'down' | 'up'; status: ListenStatus; was: ListenStatus } | null;

export type ListenWatch = {
  status(): ListenStatus;
  /** A new connection LISTENs: heartbeats may be sent on it, none sent before can still arrive. */
  listening(at: number): void;
  /** The number of the heartbeat to send now, or null while nothing LISTENs to hear it. */
  nextHeartbeat(at: number): number | null;
  /** Heartbeat `number` was not sent after all (the pool had no connection to spare): nothing to wait for. */
  unsent(number: number): void;
  /** Heartbeat `number` arrived: it and every one before it came through. */
  heard(number: number, at: number): ListenTurn;
  /** The connection was lost or dropped (a missed heartbeat drops it too). */
  lost(reason: string, at: number): ListenTurn;
  /** How many heartbeats sent are `boundMs` or more old at `at` without having arrived; each is counted once. */
  overdue(at: number): number;
};

/**
 * The state machine behind the heartbeat (lib/cache/page-listener.ts owns its timers and the
 * connection): no clock of its own, every event says when it happened.
 */
export function createListenWatch({ boundMs, startedAt }: { boundMs: number; startedAt: number }): ListenWatch {
  let status: ListenStatus = { state: 'connecting', since: startedAt, reason: null };
  let listening = false;
  let sent = 0;
  // Heartbeats sent on the current connection that have not come back, by number: when each was sent.
  const outstanding = new Map<number, number>();

  return {
    status: () => status,
    listening() {
      listening = true;
      outstanding.clear();
    },
    nextHeartbeat(at) {
      if (!listening) return null;
      outstanding.set(++sent, at);
      return sent;
    },
    unsent(number) {
      outstanding.delete(number);
    },
    heard(number, at) {
      if (!outstanding.has(number)) return null;
      for (const earlier of outstanding.keys()) if (earlier <= number) outstanding.delete(earlier);
      if (status.state === 'ok') return null;
      const was = status;
      status = { state: 'ok', since: at, reason: null };
      return { went: 'up', status, was };
    },
    lost(reason, at) {
      listening = false;
      outstanding.clear();
      const was = status;
      status = was.state === 'ok' ? { state: 'reconnecting', since: at, reason } : { ...was, reason };
      return was.state === 'ok' ? { went: 'down', status, was } : null;
    },
    overdue(at) {
      let missed = 0;
      for (const [number, sentAt] of outstanding) {
        if (at - sentAt < boundMs) continue;
        outstanding.delete(number);
        missed++;
      }
      return missed;
    },
  };
}
