// `npm run job <name>`: runs one DESIGN §8 job once, for an external scheduler (cron, Kubernetes
// CronJob). Uses DATABASE_URL / DATA_DIR like the app; on PostgreSQL an advisory lock lets one node
// run a job at a time. The embedded database (PGlite) belongs to one process: with it, run jobs
// only while the server is stopped — the running server already runs them on its own timers.
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { isJobName, jobNames } from '@/lib/jobs/registry';
import { runJob } from '@/lib/jobs/run';

const [name] = process.argv.slice(2);
if (!name || !isJobName(name)) {
  console.error(`Usage: npm run job <name>\nJobs: ${jobNames.join(', ')}`);
  process.exit(2);
}

const handle = await connect({ url: process.env.DATABASE_URL });
try {
  if (handle.engine === 'pglite') await migrate(handle);
  const started = Date.now();
  const outcome = await runJob(name, { handle });
  if (outcome.ran) console.log(`${name}: ${JSON.stringify(outcome.result)} in ${Date.now() - started} ms (${handle.engine}).`);
  else console.log(`${name}: another run holds the lock; nothing done.`);
} finally {
  await handle.close();
}
