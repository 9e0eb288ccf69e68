// Child process of data-dir-lock.test.ts: takes the lock and holds it until killed.
import { acquireDataDirLock, DataDirLockedError } from '@/lib/db/lock';

try {
  acquireDataDirLock(process.argv[2]!, 'hold-lock');
  console.log('locked');
  setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.log('refused');
}
