// `npm start`: build when needed (after checking the configuration, so a broken one costs no build),
// then serve http://localhost:3000. The server itself migrates and seeds an empty database
// (PREPARE_DATABASE_ON_START, instrumentation.ts): the embedded database is opened once, by it.
import { pathToFileURL } from 'node:url';
import { buildIsStale, checkConfiguration, ensureBuild, serve } from './server-steps.mjs';

/**
 * Without SMTP_URL no mail leaves the machine, so a new account could never be verified: outside the
 * real site (APP_ENV=production) the server then shows the mails at /dev/outbox, which the sign-up's
 * "check your e-mail" links to. An explicit ENABLE_DEV_OUTBOX (0 or 1) is left as it is.
 */
export function withOutbox(env) {
  const realSite = env.APP_ENV?.trim().toLowerCase() === 'production';
  if (env.SMTP_URL || realSite || env.ENABLE_DEV_OUTBOX !== undefined) return env;
  return { ...env, ENABLE_DEV_OUTBOX: '1' };
}

// Run as `node scripts/start.mjs`; imported (tests/unit/start-outbox.test.ts), it only lends withOutbox.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = withOutbox(process.env);
  if (env.ENABLE_DEV_OUTBOX === '1' && !process.env.ENABLE_DEV_OUTBOX) {
    console.log(`No SMTP_URL: e-mails are not sent; read them at http://localhost:${env.PORT ?? 3000}/dev/outbox`);
  }
  if (buildIsStale()) {
    checkConfiguration(env);
    ensureBuild();
  }
  serve({ ...env, PREPARE_DATABASE_ON_START: '1' });
}
