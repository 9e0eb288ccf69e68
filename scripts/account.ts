// Support's tool (SPEC §6): `npm run account -- deactivate <e-mail>` blocks a person everywhere and
// ends their sessions; `npm run account -- reactivate <e-mail>` lifts it. Uses DATABASE_URL / DATA_DIR like the app.
import { findUserIdByEmail, setDeactivated } from '@/lib/accounts/account-repository';
import { connect } from '@/lib/db/connect';

const [command, email] = process.argv.slice(2);
if (!['deactivate', 'reactivate'].includes(command ?? '') || !email) {
  console.error('Usage: npm run account -- deactivate|reactivate <e-mail>');
  process.exit(2);
}

const handle = await connect({ url: process.env.DATABASE_URL });
try {
  const userId = await findUserIdByEmail(handle.db, email);
  if (!userId) {
    console.error(`No user with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    await setDeactivated(handle.db, userId, command === 'deactivate' ? new Date() : null);
    console.log(`${email} ${command}d.`);
  }
} finally {
  await handle.close();
}
