// Support's tool: `npm run legal-caps` lists every stored home whose deposit or prepaid rent is above
// lejeloven's cap of 3 months' rent (written before the API refused them), with its company and group,
// so support can ask the landlords to correct them; the console points them out to the landlord too.
// Uses DATABASE_URL / DATA_DIR like the app; beside a running server on the embedded database, the
// server does it (lib/commands).
import { runCommandFromTerminal } from '@/lib/commands/cli';

await runCommandFromTerminal({ kind: 'legal-caps' });
