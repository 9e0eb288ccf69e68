import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Debian's HAProxy in front of the nodes, configured as a housing company's operator would: round
 * robin, a health check on readiness every 200 ms, a cap on each node's connections (the requests
 * beyond it wait in HAProxy's queue, which is what hides arrival order from the nodes), upstream
 * connections reused between clients, and the edge's clock on every request (`X-Request-Start:
 * t=<epoch ms>`, the value docs/waiting-lists.md tells operators to set).
 */
export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = () => spawnSync(HAPROXY, ['-v']).status === 0;

export type Haproxy = {
  url: string;
  /** The health check's view of one node: 'UP', 'DOWN', 'MAINT', … as the stats page says. */
  serverStatus: (port: number) => Promise<string | null>;
  stop: () => Promise<void>;
};

export function haproxyConfig(port: number, nodePorts: number[], maxconnPerNode: number): string {
  return [
    'global',
    // The process's file limit here allows some thousands of connections, not HAProxy's default.
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout queue 120s',
    // A readiness answer slower than a second fails the check, as a Kubernetes probe's default timeout does.
    '  timeout check 1s',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Request-Start t=%[date(0,ms)]',
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  http-reuse always',
    '  option httpchk GET /api/health',
    `  default-server inter 200 fall 2 rise 1 maxconn ${maxconnPerNode}`,
    ...nodePorts.map((nodePort) => `  server node${nodePort} 127.0.0.1:${nodePort} check`),
    'listen stats',
    `  bind 127.0.0.1:${port + 1}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** Its stats as CSV: column 2 names the server, column 18 its status. */
async function statusOf(statsUrl: string, port: number): Promise<string | null> {
  try {
    const csv = await (await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2_000) })).text();
    const row = csv.split('\n').find((line) => line.split(',')[1] === `node${port}`);
    return row ? row.split(',')[17] : null;
  } catch {
    return null;
  }
}

export async function startHaproxy(options: { port: number; nodePorts: number[]; maxconnPerNode: number; dir: string }): Promise<Haproxy> {
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options.port, options.nodePorts, options.maxconnPerNode));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
  const statsUrl = `http://127.0.0.1:${options.port + 1}/stats`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited ${child.exitCode}: ${errors}`);
    if ((await fetch(statsUrl).catch(() => null))?.ok) break;
    if (tries > 50) throw new Error(`HAProxy did not answer on ${statsUrl}: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    serverStatus: (port) => statusOf(statsUrl, port),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
