// Child process of embedded-database-commands.test.ts: what the server does at start on the
// embedded database (instrumentation.ts → holdEmbeddedDatabase), without a Next.js build: take the
// lock, open and migrate DATA_DIR's PGlite, and take commands on its socket.
import { holdEmbeddedDatabase } from '@/lib/commands/server';

await holdEmbeddedDatabase();
console.log('serving');
setInterval(() => {}, 60_000);
