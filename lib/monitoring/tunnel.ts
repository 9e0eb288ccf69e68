/** The largest envelope the tunnel forwards; Sentry's own limit for a whole envelope is far above what a browser sends. */
export const MAX_ENVELOPE_BYTES = 1_000_000;

export type Ingest = { host: string; projectId: string; url: string };

/** Where a DSN's envelopes go: `{protocol}://{key}@{host}[/{path}]/{project}` → `…/api/{project}/envelope/`. */
export function ingestFor(dsn: string): Ingest | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const path = segments.map((segment) => `/${segment}`).join('');
  return { host: url.host, projectId, url: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/` };
}

export type EnvelopeCheck = 'ours' | 'foreign' | 'malformed';

/**
 * The envelope's first line is a JSON header naming the DSN it is meant for. Only envelopes for
 * our own project pass, so the tunnel cannot relay anything to anyone else.
 */
export function checkEnvelope(envelope: Uint8Array, ours: Ingest): EnvelopeCheck {
  const end = envelope.indexOf(0x0a);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(end === -1 ? envelope : envelope.subarray(0, end)));
  } catch {
    return 'malformed';
  }
  const dsn = typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
  const theirs = typeof dsn === 'string' ? ingestFor(dsn) : null;
  if (!theirs) return 'malformed';
  return theirs.host === ours.host && theirs.projectId === ours.projectId ? 'ours' : 'foreign';
}
