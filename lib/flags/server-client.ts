import 'server-only';
import path from 'node:path';
import { EVENTS, UnleashClient, type IToggle } from 'unleash-proxy-client';
import { dataDir } from '@/lib/db/connect';
import { recordDependency } from '@/lib/errors/dependency';
import { ALL_PAGES, deliverPageChanges } from '@/lib/bridges/page-bridge';
import { backupStorage } from './backup-storage';
import { LOCAL_FRONTEND_PATH, REFRESH_INTERVAL_SECONDS } from './client-config';
import { flagsAdapter, flagsClientConfig } from './config';
import { localFrontendFetch } from './local-fetch';
import type { FlagName } from './names';
import { describeState, nextState, type Reply, type SourceState } from './source-state';

/*
 * The server's flag client: the browser's SDK (unleash-proxy-client) asking the same frontend API
 * with the same key, so the server's answer is the browser's by construction and goes into every
 * page as the browser client's bootstrap. It asks in the context every visitor shares (app,
 * environment, one fixed session id): flags that target a person are decided in the browser only.
 * One per process, on globalThis: instrumentation.ts starts it and the app (bundled separately)
 * reads it.
 */

const CLIENT = Symbol.for('hjemly.serverFlags');
// Every node asks with this session id, so a rollout by session gives every node the same answer.
const SERVER_SESSION = 'hjemly-server';
const FIRST_ANSWER_WAIT_MS = 3_000;

export type ServerFlags = {
  client: UnleashClient;
  adapter: string;
  state: () => SourceState;
};

type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/** A `fetch` that notes what each answer says of the source before the SDK reads it. */
function observed(inner: Fetch, onReply: (reply: Reply) => void): Fetch {
  return async (url, init) => {
    let response: Response;
    try {
      response = await inner(url, init);
    } catch (error) {
      onReply({ error });
      throw error;
    }
    const message = response.status === 401 || response.status === 403 ? await refusal(response.clone()) : '';
    onReply({ status: response.status, contentType: response.headers.get('content-type') ?? '', message });
    return response;
  };
}

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

function holder(): { flags?: ServerFlags } {
  const g = globalThis as typeof globalThis & { [CLIENT]?: { flags?: ServerFlags } };
  g[CLIENT] ??= {};
  return g[CLIENT];
}

type Options = { env?: Record<string, string | undefined>; now?: () => Date; fetch?: Fetch; backupDir?: string };

/** Creates the client (not yet started); null for an external Unleash the start check refuses. */
export function createServerFlags({
  env = process.env,
  now = () => new Date(),
  fetch: fetchImpl,
  backupDir = path.join(dataDir(), 'flags'),
}: Options = {}): ServerFlags | null {
  const config = flagsClientConfig(env);
  if (!config) return null;
  let state: SourceState = { kind: 'starting' };
  const source: Fetch = fetchImpl ?? (config.url ? (url, init) => fetch(url, init) : localFrontendFetch);
  const url = config.url ?? `http://localhost${LOCAL_FRONTEND_PATH}`;
  const client = new UnleashClient({
    url,
    clientKey: config.clientKey,
    appName: config.appName,
    environment: config.environment,
    refreshInterval: REFRESH_INTERVAL_SECONDS,
    // The browsers count what people were shown; the server's renders would only add noise.
    disableMetrics: true,
    context: { sessionId: SERVER_SESSION },
    fetch: observed(source, (reply) => {
      state = nextState(state, reply, now());
      const failure = state.kind === 'refused' ? `refused: ${state.reason}` : 'error' in reply ? reply.error : `answered ${reply.status}`;
      recordDependency('flags', state.kind === 'ready' ? undefined : failure, now());
    }),
    storageProvider: backupStorage(backupDir, `${url}|${config.clientKey}|${config.environment}`),
  });
  let served = '';
  client.on(EVENTS.UPDATE, () => {
    const toggles = JSON.stringify(client.getAllToggles());
    // Every page carries the flags (the browser's bootstrap): this node's cached HTML goes with a change.
    if (served && toggles !== served) deliverPageChanges([ALL_PAGES]);
    served = toggles;
  });
  client.on(EVENTS.INIT, () => (served = JSON.stringify(client.getAllToggles())));
  return { client, adapter: flagsAdapter(env), state: () => state };
}

/** Starts this process's client and waits for its first answer, at most 3 s (then it serves its backup). */
export async function startServerFlags(options: Options = {}): Promise<void> {
  const flags = createServerFlags(options);
  if (!flags) return;
  holder().flags = flags;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([flags.client.start(), new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ANSWER_WAIT_MS)))]);
  clearTimeout(timer);
}

export function stopServerFlags(): void {
  holder().flags?.client.stop();
  holder().flags = undefined;
}

/** The toggles this node serves, for the browser's bootstrap; null before it knows any. */
export function serverToggles(): IToggle[] | null {
  const flags = holder().flags;
  return flags && (flags.client.isReady() || flags.client.getAllToggles().length) ? flags.client.getAllToggles() : null;
}

/** A flag as this node evaluates it, for server components; off while nothing is known. */
export function isServerFlagOn(name: FlagName): boolean {
  return serverToggles()?.some((toggle) => toggle.name === name && toggle.enabled) ?? false;
}

/** Asks the source now (after a switch on /dev/flags), rather than at the next refresh. */
export async function refreshServerFlags(): Promise<void> {
  await holder().flags?.client.updateToggles();
}

/** For /api/health; undefined where no client runs (tests, commands). */
export function serverFlagsHealth(): string | undefined {
  const flags = holder().flags;
  return flags ? describeState(flags.adapter, flags.state(), serverToggles() !== null) : undefined;
}
