// `npm run job <name>`: runs one background job once, for an external scheduler (cron, Kubernetes
// CronJob). `npm run job status`: every job's last run and its failures of the last day, on all
// nodes. Uses DATABASE_URL / DATA_DIR like the app; on PostgreSQL an advisory lock lets one node run
// a job at a time. The embedded database (PGlite) belongs to one process: while a server holds
// it, the server runs the job (lib/commands).
import { runCommandFromTerminal } from '@/lib/commands/cli';
import { commandSchema } from '@/lib/commands/schema';
import { jobNames } from '@/lib/jobs/names';

const [name] = process.argv.slice(2);
const command = commandSchema.safeParse(name === 'status' ? { kind: 'job-status' } : { kind: 'job', name });
if (!command.success) {
  console.error(`Usage: npm run job <name> | npm run job status\nJobs: ${jobNames.join(', ')}`);
  process.exit(2);
}
await runCommandFromTerminal(command.data);
