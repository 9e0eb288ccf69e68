// `npm run job <name>`: runs one DESIGN §8 job once, for an external scheduler (cron, Kubernetes
// CronJob). Uses DATABASE_URL / DATA_DIR like the app; on PostgreSQL an advisory lock lets one node
// run a job at a time. The embedded database (PGlite) belongs to one process: while a server holds
// it, the server runs the job (lib/commands).
import { runCommandFromTerminal } from '@/lib/commands/cli';
import { commandSchema } from '@/lib/commands/schema';
import { jobNames } from '@/lib/jobs/names';

const [name] = process.argv.slice(2);
const command = commandSchema.safeParse({ kind: 'job', name });
if (!command.success) {
  console.error(`Usage: npm run job <name>\nJobs: ${jobNames.join(', ')}`);
  process.exit(2);
}
await runCommandFromTerminal(command.data);
