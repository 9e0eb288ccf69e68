import { migrate } from '@/lib/db/migrate';
import { openExclusively } from './open-exclusively';

const handle = await openExclusively('Migrate while it is stopped (a server applies its migrations itself when it starts).');
try {
  await migrate(handle);
  console.log(`Migrations applied (${handle.engine}).`);
} finally {
  await handle.close();
}
