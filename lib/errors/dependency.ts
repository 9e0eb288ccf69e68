/*
 * An outside service that failed, named, and the last thing this node saw of each outside service it talks to: whether its latest call went
 * through, and since when. Each adapter reports its own calls; the health details show the result,
 * so an operator sees which service is failing without reading every node's log. Per node on
 * purpose: a service can be out of reach from one node and not from another.
 */

/** The services with an adapter of their own; the health details list each, called or not. */
export const DEPENDENCIES = ['images', 'email', 'cms', 'flags', 'payments'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/** `unknown` until this process has called the service. */
export type DependencyState = 'ok' | 'failing' | 'unknown';

/** `since`: when the state last changed; `error`: the latest failure's message (never a URL's credentials). */
export type DependencyHealth = { adapter: string; state: DependencyState; since?: string; error?: string };

type Observation = { state: Exclude<DependencyState, 'unknown'>; since: Date; error?: string };

const observations = new Map<Dependency, Observation>();

/** The error's message with its causes' ("fetch failed" says little; its cause names the refused address). */
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error && messages.length < 3; current = current.cause) messages.push(current.message);
  return messages.length ? messages.join(': ') : String(error);
}

/** An adapter's call went through (`error` undefined) or failed. */
export function recordDependency(dependency: Dependency, error?: unknown, now = new Date()): void {
  const state = error === undefined ? 'ok' : 'failing';
  const previous = observations.get(dependency);
  const since = previous?.state === state ? previous.since : now;
  const message = error === undefined ? undefined : describe(error);
  observations.set(dependency, { state, since, ...(message ? { error: message.slice(0, 300) } : {}) });
}

/** Each service's adapter in use (from `adapters`) and its last known state on this node. */
export function dependencyHealth(adapters: Record<Dependency, string>): Record<Dependency, DependencyHealth> {
  const entries = DEPENDENCIES.map((dependency) => {
    const seen = observations.get(dependency);
    const health: DependencyHealth = seen
      ? { adapter: adapters[dependency], state: seen.state, since: seen.since.toISOString(), ...(seen.error ? { error: seen.error } : {}) }
      : { adapter: adapters[dependency], state: 'unknown' };
    return [dependency, health] as const;
  });
  return Object.fromEntries(entries) as Record<Dependency, DependencyHealth>;
}

/**
 * A service outside ours did not answer or answered with its own fault. Its adapter throws this, so
 * the edge tells the person which part is out (not "the database") and the operator which service.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${dependency} unavailable: ${describe(cause)}`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * Runs an adapter's call and records its outcome. An error `isOutage` says is the service's fault
 * becomes a DependencyUnavailableError; any other (a refusal of our request) passes as it is, and
 * counts as an answer.
 */
export async function callDependency<T>(
  dependency: Dependency,
  work: () => Promise<T>,
  isOutage: (error: unknown) => boolean = () => true,
): Promise<T> {
  try {
    const result = await work();
    recordDependency(dependency);
    return result;
  } catch (error) {
    if (error instanceof DependencyUnavailableError) throw error;
    if (!isOutage(error)) {
      recordDependency(dependency);
      throw error;
    }
    recordDependency(dependency, error);
    throw new DependencyUnavailableError(dependency, error);
  }
}

/** A store that answered it has no room left (the bucket's own "full" answer); a full disk says ENOSPC or EDQUOT. */
export class NoSpaceError extends Error {
  name = 'NoSpaceError';
}

const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Whether a store's failure is a full one: waiting a few seconds will not help, an operator has to
 * make room, so the person is told so rather than "try again in a moment".
 */
export function isNoSpace(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof NoSpaceError || NO_SPACE_CODES.has(String((current as NodeJS.ErrnoException).code))) return true;
  }
  return false;
}

/** For tests: forget what was seen. */
export function forgetDependencies(): void {
  observations.clear();
}
