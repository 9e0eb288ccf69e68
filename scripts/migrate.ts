import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';

const handle = await connect({ url: process.env.DATABASE_URL });
try {
  await migrate(handle);
  console.log(`Migrations applied (${handle.engine}).`);
} finally {
  await handle.close();
}
