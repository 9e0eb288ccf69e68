// `npm run load -- [--clients 200] [--seconds 60] [--base http://localhost:3000] [path …]`: a bounded
// load on a running server, from this machine only. Each client asks for the paths in turn, one
// request at a time, until the time is up; it prints requests per second, the latency of answered
// requests (p50/p95/p99), how many were shed (503) and how many failed (other 5xx, time-outs).
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    timeout: { type: 'string', default: '30000' },
  },
});
const base = new URL(values.base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error('npm run load only loads a server on this machine (localhost).');
  process.exit(2);
}
const paths = positionals.length ? positionals : ['/', '/soeg', '/lejebolig', '/soeg?sted=aarhus', '/api/search?type=apartment'];
const clients = Number(values.clients);
const until = Date.now() + Number(values.seconds) * 1000;
const latencies = [];
const counts = { answered: 0, shed: 0, failed: 0 };

async function client(offset) {
  for (let i = offset; Date.now() < until; i++) {
    const started = performance.now();
    try {
      const response = await fetch(new URL(paths[i % paths.length], base), { signal: AbortSignal.timeout(Number(values.timeout)) });
      await response.arrayBuffer();
      if (response.status === 503) counts.shed++;
      else if (response.status >= 500) counts.failed++;
      else {
        counts.answered++;
        latencies.push(performance.now() - started);
      }
    } catch {
      counts.failed++;
    }
  }
}

const percentile = (sorted, p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : NaN;
const started = Date.now();
await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
const seconds = (Date.now() - started) / 1000;
const sorted = latencies.sort((a, b) => a - b);
const total = counts.answered + counts.shed + counts.failed;
console.log(
  JSON.stringify(
    {
      clients,
      seconds: Math.round(seconds),
      paths,
      requestsPerSecond: Math.round((total / seconds) * 10) / 10,
      answeredPerSecond: Math.round((counts.answered / seconds) * 10) / 10,
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) },
      ...counts,
    },
    null,
    2,
  ),
);
process.exit(counts.failed ? 1 : 0);
