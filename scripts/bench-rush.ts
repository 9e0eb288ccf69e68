// `npm run bench -- rush [--people 2000] [--spread 15] [--reloads 3] [--nodes 1] [--server scripts/http-server.ts,…] [--profile DIR]`:
// a popular free waiting list opening. N signed-in people (accounts and sessions written straight
// into the database) each open /ventelister in the half minute before the opening, sign up at the
// opening (their arrivals spread over `--spread` seconds, CPR numbers valid and unique), and reload
// /ventelister `--reloads` times before two minutes have passed. A page is what a browser asks for:
// the HTML, then the session with the user menu's summary, and the data the page preloads. Each person is a client of its
// own loopback address, and one who is told 503 tries again after Retry-After (12 tries at most),
// as a browser's person would. One production server on BENCH_DATABASE_URL (PostgreSQL; its
// accounts, sessions and the list's members of earlier runs are replaced) or, without it, on a
// PGlite directory (default 300 people). Several `--server` scripts run one after the other on the
// same data: a before and after of the server in one run, on the same machine load. `--nodes N`
// (PostgreSQL) serves from N nodes on ports next to each other, each person kept on one of them as a
// balancer with sticky connections does.
// Reported: requests, errors, refusals and p50/p95/p99 per step; the server's CPU, RSS and heap;
// and the pairs of people whose places on the list are the other way round from their arrivals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { TERMS_VERSION } from '@/lib/accounts/terms';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { sessions, users } from '@/lib/db/schema/accounts';
import { analyzeAfterBulkLoad, isSeeded, seed } from '@/lib/db/seed/seed';
import type { DbHandle } from '@/lib/db/types';
import { LINE_TICKET_HEADER } from '@/lib/http/line-ticket-header';
import { cpuSeconds, waitUntilLive } from './local-server.mjs';
import { cprOf, invertedPairs, loopbackAddressOf, sessionCookie, signUpForm } from './rush-people';
import { ensureBuild, heapFlags, SERVER_ARGS, serverEnvironment } from './server-steps.mjs';

const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    people: { type: 'string', default: onPostgres ? '2000' : '300' },
    homes: { type: 'string', default: '3000' },
    spread: { type: 'string', default: '15' },
    reloads: { type: 'string', default: '3' },
    nodes: { type: 'string', default: '1' },
    port: { type: 'string', default: '3650' },
    server: { type: 'string', default: 'scripts/http-server.ts' },
    'data-dir': { type: 'string', default: 'data/bench-rush' },
    profile: { type: 'string' },
  },
});
const PEOPLE = Number(values.people);
const SPREAD_MS = Number(values.spread) * 1000;
const RELOADS = Number(values.reloads);
const OPENING_MS = 30_000; // the list opens half a minute after the start
const WINDOW_MS = 120_000; // everyone's steps are planned within two minutes
const MAX_TRIES = 12;
const TIMEOUT_MS = 60_000;
const NODES = onPostgres ? Math.max(1, Number(values.nodes)) : 1;
const ports = Array.from({ length: NODES }, (_, node) => Number(values.port) + node);
const baseOf = (port: number) => `http://127.0.0.1:${port}`;
const EMAIL_DOMAIN = 'rush.bench.invalid';
// The bench's database keeps its demo data from run to run, CPR numbers encrypted: one fixed key of
// its own, given to the seed here and to the server alike.
const benchKey = (purpose: string) => createHash('sha256').update(`hjemly rush bench ${purpose}`).digest('base64');
const secret = (process.env.BETTER_AUTH_SECRET ??= benchKey('sessions'));
const cprKey = (process.env.CPR_KEY ??= benchKey('cpr'));
const healthToken = randomBytes(16).toString('hex');
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(10 * 60_000);

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** `base`: the node the person's connections go to. */
type Person = { i: number; cookie: string; cpr: string; address: string; base: string };

/** The demo data once, then N verified accounts with a session each, written in bulk. */
async function prepare(handle: DbHandle): Promise<{ people: Person[]; slug: string }> {
  await migrate(handle);
  const { db } = handle;
  if (!(await isSeeded(db))) {
    await seed(db, { properties: Number(values.homes) });
    await analyzeAfterBulkLoad(db);
  }
  await db.execute(sql`delete from users where email like ${`%@${EMAIL_DOMAIN}`}`);
  const now = new Date();
  const people: Person[] = [];
  const userRows = [];
  const sessionRows = [];
  for (let i = 0; i < PEOPLE; i++) {
    const id = `rush-${i}`;
    const token = randomBytes(24).toString('base64url');
    userRows.push({
      id,
      name: `Rush Person ${i}`,
      email: `p${i}@${EMAIL_DOMAIN}`,
      emailVerified: true,
      termsAcceptedAt: now,
      termsVersion: TERMS_VERSION,
    });
    sessionRows.push({ id: `rush-session-${i}`, token, userId: id, expiresAt: new Date(now.getTime() + 86_400_000) });
    const cookie = await sessionCookie(token, secret);
    people.push({ i, cookie, cpr: cprOf(i), address: loopbackAddressOf(i), base: baseOf(ports[i % NODES]) });
  }
  for (let at = 0; at < PEOPLE; at += 1000) {
    await db.insert(users).values(userRows.slice(at, at + 1000));
    await db.insert(sessions).values(sessionRows.slice(at, at + 1000));
  }
  const [list] = rows<{ slug: string }>(
    await db.execute(sql`
      select g.slug from property_groups g left join waiting_lists l on l.group_id = g.id
      where g.has_waiting_list and g.waiting_list_yearly_fee = 0 and g.publication_status in (3, 4) and coalesce(l.open, true)
      order by g.id limit 1`),
  );
  if (!list) throw new Error('the demo data has no open free waiting list');
  return { people, slug: list.slug };
}

async function clearList(handle: DbHandle, slug: string) {
  await handle.db.execute(sql`
    delete from waiting_list_memberships m using waiting_lists l, property_groups g
    where m.list_id = l.id and l.group_id = g.id and g.slug = ${slug}`);
  // Fresh rate-limit windows for every run.
  await handle.db.execute(sql`delete from rate_limits`);
}

/** The members' order on the list: user ids, first place first. */
async function listOrder(handle: DbHandle, slug: string): Promise<string[]> {
  return rows<{ user_id: string }>(
    await handle.db.execute(sql`
      select m.user_id from waiting_list_memberships m join waiting_lists l on l.id = m.list_id join property_groups g on g.id = l.group_id
      where g.slug = ${slug} order by m.seniority_date, m.signed_up_at, m.id`),
  ).map((row) => row.user_id);
}

/**
 * One try; `ticket`: the line ticket of a try the server turned away (lib/http/line-ticket-header.ts);
 * `failure`: why a try got no answer (a timeout, a connection reset, …).
 */
type Attempt = { status: number; ms: number; retryAfter: number | null; ticket?: string; failure?: string };
type StepName = 'open /ventelister' | 'sign up' | 'reload /ventelister';
type Outcome = { step: StepName; who: number; attempts: Attempt[]; firstSentAt: number; doneAt: number; ok: boolean };

function send(
  person: Person,
  agent: Agent,
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
  ticket?: string,
): Promise<Attempt & { text?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { cookie: person.cookie, 'accept-language': 'da', accept: 'text/html,application/json' };
    if (ticket) headers[LINE_TICKET_HEADER] = ticket;
    if (body)
      Object.assign(headers, {
        'content-type': 'application/json',
        origin: person.base,
        'content-length': String(Buffer.byteLength(body)),
      });
    const call = httpRequest(`${person.base}${pathname}`, { method, headers, agent, timeout: TIMEOUT_MS }, (answer) => {
      // A page's HTML is read for what it preloads; nothing else is kept.
      const html = String(answer.headers['content-type']).startsWith('text/html');
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => html && chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          ms: performance.now() - started,
          retryAfter: answer.headers['retry-after'] ? Number(answer.headers['retry-after']) : null,
          ticket: answer.headers[LINE_TICKET_HEADER.toLowerCase()] as string | undefined,
          text: html ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
      answer.on('error', (error) => resolve(noAnswer(error)));
    });
    const noAnswer = (error: Error & { code?: string }) => ({
      status: 0,
      ms: performance.now() - started,
      retryAfter: null,
      failure: `${error.code ?? error.message}${call.reusedSocket ? ' on a reused connection' : ''}`,
    });
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', (error) => resolve(noAnswer(error)));
    call.end(body);
  });
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * One step as a person's browser does it: again after Retry-After when told the site is busy, with
 * the line ticket it was given (as lib/api/client.ts does), at most MAX_TRIES times.
 */
async function step(
  step: StepName,
  person: Person,
  agent: Agent,
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
): Promise<Outcome & { text?: string }> {
  const attempts: Attempt[] = [];
  const firstSentAt = performance.now();
  let text: string | undefined;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const { text: answered, ...attempt } = await send(person, agent, method, pathname, body, attempts.at(-1)?.ticket);
    attempts.push(attempt);
    text = answered;
    if (attempt.status !== 503 || attempt.retryAfter === null) break;
    await new Promise((resolve) => setTimeout(resolve, attempt.retryAfter! * 1000));
  }
  const last = attempts.at(-1)!;
  return { step, who: person.i, attempts, firstSentAt, doneAt: performance.now(), ok: last.status >= 200 && last.status < 400, text };
}

/**
 * What a signed-in browser asks for besides a page's HTML, once the page's scripts run: the session
 * with the user menu's summary (components/accounts/auth-provider.tsx).
 */
const SESSION_REQUESTS = ['/api/account/session'];

/** The page's own data that its HTML preloads (`<link rel="preload" as="fetch">`), as a browser fetches it. */
function preloadedFetches(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="fetch"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href))
    .map((href) => href.replaceAll('&amp;', '&'));
}

/**
 * A page as a person's browser loads it: the HTML, then the session requests and what the page
 * preloads. The step is done when the last of them is; it counts every request's tries.
 */
async function pageView(name: StepName, person: Person, agent: Agent, pathname: string): Promise<Outcome> {
  const { text, ...page } = await step(name, person, agent, 'GET', pathname);
  if (!page.ok) return page;
  const parts = await Promise.all(
    [...SESSION_REQUESTS, ...preloadedFetches(text ?? '')].map((address) => step(name, person, agent, 'GET', address)),
  );
  return {
    ...page,
    attempts: [...page.attempts, ...parts.flatMap((part) => part.attempts)],
    doneAt: Math.max(page.doneAt, ...parts.map((part) => part.doneAt)),
    ok: parts.every((part) => part.ok),
  };
}

/** The plan of one person: the page before the opening, the sign-up in the spread after it, the reloads. */
async function person(p: Person, slug: string, startedAt: number, random: () => number): Promise<Outcome[]> {
  // One kept-alive connection per person: a page's requests after its HTML take turns on it. With a
  // browser's six per host, 2,000 people opened up to 12,000 connections at the opening and most
  // requests went unanswered within the minute while the server sat at a third of a core (not
  // looked into further: a balancer in front keeps its own connections to the node).
  const agent = new Agent({ keepAlive: true, localAddress: p.address, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  try {
    await sleepUntil(startedAt + random() * OPENING_MS);
    outcomes.push(await pageView('open /ventelister', p, agent, '/ventelister'));
    await sleepUntil(startedAt + OPENING_MS + (p.i / PEOPLE) * SPREAD_MS);
    const form = signUpForm(p.cpr);
    outcomes.push(await step('sign up', p, agent, 'POST', `/api/waiting-lists/${encodeURIComponent(slug)}/memberships`, form));
    const after = performance.now();
    const reloads = Array.from({ length: RELOADS }, () => after + random() * Math.max(0, startedAt + WINDOW_MS - after)).sort(
      (a, b) => a - b,
    );
    for (const at of reloads) {
      await sleepUntil(at);
      outcomes.push(await pageView('reload /ventelister', p, agent, '/ventelister'));
    }
  } finally {
    agent.destroy();
  }
  return outcomes;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/**
 * A balancer's readiness probe, once a second for the whole rush: how long /api/health takes to
 * answer (a probe that gets no answer within 10 s counts as 10 s). Kubernetes' default probe
 * timeout is 1 s; a probe slower than that takes the node out of service.
 */
function probeReadiness(base: string): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })
        .then((answer) => answer.arrayBuffer())
        .catch(() => {});
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await probing;
      return times;
    },
  };
}

type Sample = { at: number; cpuSeconds: number; rssMb: number; heapMb: number | null };

/** A node's CPU time and RSS from /proc, and V8's used heap from its own /metrics. */
async function sample(pid: number, base: string, startedAt: number): Promise<Sample> {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  let heapMb: number | null = null;
  try {
    const metrics = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${healthToken}` }, signal: AbortSignal.timeout(2000) })
    ).text();
    const used = /^hjemly_nodejs_heap_size_used_bytes\s+(\S+)/m.exec(metrics);
    heapMb = used ? Number(used[1]) / 2 ** 20 : null;
  } catch {
    // busy or gone: the next sample tells
  }
  return { at: performance.now() - startedAt, cpuSeconds: cpuSeconds(pid), rssMb: rss, heapMb };
}

function startServer(script: string, port: number): ChildProcess {
  const env = serverEnvironment({
    ...process.env,
    PORT: String(port),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: onPostgres ? undefined : path.resolve(values['data-dir']),
    DATABASE_STATEMENT_TIMEOUT_MS: undefined,
    BETTER_AUTH_SECRET: secret,
    CPR_KEY: cprKey,
    HEALTH_TOKEN: healthToken,
    LOG_REQUESTS: '0',
  });
  const args = SERVER_ARGS.slice(0, -1).concat(path.resolve(script));
  // A CPU profile of each node for `node scripts/profile.mjs --analyze` (written when it stops).
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  return spawn(process.execPath, [...heapFlags(env), ...profile, ...args], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function rush(label: string, script: string, handle: () => Promise<DbHandle>, people: Person[], slug: string) {
  console.log(`\n== ${label}: ${script}, ${NODES} node${NODES > 1 ? 's' : ''} ==`);
  const servers = ports.map((port) => ({ port, process: startServer(script, port), samples: [] as Sample[] }));
  let died = 0;
  for (const { process: server } of servers)
    server.on('exit', (code, signal) => {
      if (code !== 0 || signal) died++;
    });
  for (const { process: server, port } of servers) await waitUntilLive(server, baseOf(port));
  console.log(`  load average before: ${load()}`);
  const startedAt = performance.now();
  const sampleAll = () =>
    Promise.all(
      servers.map(async (server) => {
        if (server.process.exitCode === null) server.samples.push(await sample(server.process.pid!, baseOf(server.port), startedAt));
      }),
    );
  await sampleAll();
  const sampler = setInterval(() => void sampleAll().catch(() => {}), 2000);
  const probes = servers.map(({ port }) => probeReadiness(baseOf(port)));
  let seed = 20261128;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const outcomes = (await Promise.all(people.map((p) => person(p, slug, startedAt, random)))).flat();
  clearInterval(sampler);
  const readiness = await Promise.all(probes.map((probe) => probe.stop()));
  const elapsed = (performance.now() - startedAt) / 1000;
  console.log(`  load average after: ${load()}`);
  for (const { process: server } of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map(
      ({ process: server }) => new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null))),
    ),
  );

  const table = (['open /ventelister', 'sign up', 'reload /ventelister'] as StepName[]).map((name) => {
    const of = outcomes.filter((o) => o.step === name);
    const attempts = of.flatMap((o) => o.attempts);
    const answered = attempts
      .filter((a) => a.status !== 503 && a.status !== 0)
      .map((a) => a.ms)
      .sort((a, b) => a - b);
    const untilDone = of
      .filter((o) => o.ok)
      .map((o) => o.doneAt - o.firstSentAt)
      .sort((a, b) => a - b);
    return {
      step: name,
      people: of.length,
      requests: attempts.length,
      errors: attempts.filter((a) => a.status === 0 || (a.status >= 400 && a.status !== 503)).length,
      refusals: attempts.filter((a) => a.status === 503).length,
      'done ok': of.filter((o) => o.ok).length,
      p50_ms: Math.round(percentile(answered, 50)),
      p95_ms: Math.round(percentile(answered, 95)),
      p99_ms: Math.round(percentile(answered, 99)),
      'p95 with retries_ms': Math.round(percentile(untilDone, 95)),
    };
  });
  console.table(table);
  const statuses = new Map<number, number>();
  for (const a of outcomes.flatMap((o) => o.attempts)) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s || 'no answer'} × ${n}`).join(', ')}`);
  for (const { failure, ms } of outcomes.flatMap((o) => o.attempts).filter((a) => a.failure))
    console.log(`  no answer: ${failure} after ${Math.round(ms)} ms`);

  for (const { port, samples } of servers) {
    const first = samples[0];
    const last = samples.at(-1)!;
    const cpu = last.cpuSeconds - first.cpuSeconds;
    const peak = (pick: (s: Sample) => number | null) => Math.round(Math.max(...samples.map((s) => pick(s) ?? 0)));
    console.log(
      `  ${elapsed.toFixed(0)} s; node :${port} CPU ${cpu.toFixed(0)} s (${((cpu / (last.at / 1000)) * 100).toFixed(0)} % of one core); ` +
        `RSS ${Math.round(first.rssMb)} → peak ${peak((s) => s.rssMb)} MB; heap used peak ${peak((s) => s.heapMb)} MB`,
    );
  }
  console.log(`  unexpected exits ${died}`);
  for (const [i, times] of readiness.entries()) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  readiness of node :${ports[i]} (GET /api/health every second): p50 ${Math.round(percentile(sorted, 50))} ms, ` +
        `p95 ${Math.round(percentile(sorted, 95))} ms, slowest ${Math.round(sorted.at(-1) ?? NaN)} ms; ` +
        `over 1 s ${sorted.filter((ms) => ms > 1000).length} of ${sorted.length}`,
    );
  }

  const db = await handle();
  const order = await listOrder(db, slug);
  await clearList(db, slug);
  await db.close();
  // Arrival: when the person first sent the sign-up; place: where the list ranks them.
  const placeOf = new Map(order.map((userId, place) => [userId, place]));
  const signUps = outcomes
    .filter((o) => o.step === 'sign up' && o.ok && placeOf.has(`rush-${o.who}`))
    .map((o) => ({ sentAt: o.firstSentAt, place: placeOf.get(`rush-${o.who}`)! }));
  const pairs = (signUps.length * (signUps.length - 1)) / 2;
  const inverted = invertedPairs(signUps, 1000);
  const share = (n: number) => `${((n / Math.max(1, pairs)) * 100).toFixed(2)} %`;
  console.log(
    `  members on the list ${order.length}; inverted pairs ${inverted.all} of ${pairs} (${share(inverted.all)}), ` +
      `of them sent ≥ 1 s apart ${inverted.apart} (${share(inverted.apart)}); the widest apart ${Math.round(inverted.widestMs)} ms`,
  );
  return { table, inverted, members: order.length };
}

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Load average at the start: ${load()}; ${PEOPLE} people on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${NODES} node(s)`);
ensureBuild();
const open = () =>
  connect({ url: process.env.BENCH_DATABASE_URL, pgliteDir: onPostgres ? undefined : path.resolve(values['data-dir'], 'pglite') });
const setup = await open();
const { people, slug } = await prepare(setup);
await clearList(setup, slug);
await setup.close();
console.log(`  ${PEOPLE} accounts signed in; the list: ${slug}`);
for (const script of values.server.split(',')) await rush(path.basename(script), script, open, people, slug);
