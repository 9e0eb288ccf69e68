// Support's tool: `npm run group-status -- <group-slug> unpublished|shareable|published|waiting-list`
// changes a property group's publication status and, with it, whether its homes are public.
// Uses DATABASE_URL / DATA_DIR like the app; beside a running server on the embedded database, the
// server does it (lib/commands).
import { runCommandFromTerminal } from '@/lib/commands/cli';
import { commandSchema, groupStatusNames } from '@/lib/commands/schema';

const [slug, status] = process.argv.slice(2);
const command = commandSchema.safeParse({ kind: 'group-status', slug, status });
if (!command.success) {
  console.error(`Usage: npm run group-status -- <group-slug> ${groupStatusNames.join('|')}`);
  process.exit(2);
}
await runCommandFromTerminal(command.data);
