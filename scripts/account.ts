// Support's tool: `npm run account -- deactivate <e-mail>` blocks a person everywhere and
// ends their sessions; `npm run account -- reactivate <e-mail>` lifts it. Uses DATABASE_URL / DATA_DIR
// like the app; beside a running server on the embedded database, the server does it (lib/commands).
import { runCommandFromTerminal } from '@/lib/commands/cli';
import { commandSchema } from '@/lib/commands/schema';

const [action, email] = process.argv.slice(2);
const command = commandSchema.safeParse({ kind: 'account', action, email });
if (!command.success) {
  console.error('Usage: npm run account -- deactivate|reactivate <e-mail>');
  process.exit(2);
}
await runCommandFromTerminal(command.data);
