import { recordDependency } from '@/lib/errors/dependency';

/**
 * Whether this node's CMS reads are failing, per read (a single type or collection in one locale).
 * An outage is logged once when the first read fails and once when the last one answers again, not
 * per request; health reports it meanwhile (a warning, and the cms dependency failing until every
 * read answers again). Kept on globalThis: the health route and the pages may be separate bundles.
 */
type Failure = { since: Date; reason: string };

const failures: Map<string, Failure> = ((globalThis as { [key: symbol]: Map<string, Failure> | undefined })[Symbol.for('hjemly.cms-failures')] ??=
  new Map());

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function cmsReadFailed(key: string, error: unknown, now = new Date()) {
  recordDependency('cms', error, now);
  if (failures.has(key)) return;
  if (failures.size === 0) console.error(`CMS read ${key} failed; pages keep the CMS's last good content where this node has it: ${reasonOf(error)}`);
  failures.set(key, { since: now, reason: reasonOf(error) });
}

export function cmsReadSucceeded(key: string, now = new Date()) {
  const ended = failures.delete(key) && failures.size === 0;
  if (failures.size === 0) recordDependency('cms', undefined, now);
  if (ended) console.info(`CMS answers again (${key})`);
}

/** Whether some CMS read of this process fails now (the pages may still have its last good answer). */
export function cmsFailing(): boolean {
  return failures.size > 0;
}

/** 'ok', or 'degraded: ' with what fails since when; never the CMS's address or token. */
export function cmsState(): string {
  const [first] = [...failures].sort(([, a], [, b]) => a.since.getTime() - b.since.getTime());
  if (!first) return 'ok';
  const [key, { since, reason }] = first;
  const others = failures.size > 1 ? ` and ${failures.size - 1} more` : '';
  return `degraded: ${key}${others} failing since ${since.toISOString()} (${reason}); the last good content is served`;
}
