// `npm start`: check the configuration, migrate, seed on first run, build when needed, then serve
// http://localhost:3000.
import { pathToFileURL } from 'node:url';
import { checkConfiguration, ensureBuild, prepareDatabase, serve } from './server-steps.mjs';

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
  checkConfiguration(env);
  prepareDatabase(env);
  ensureBuild();
  serve(env);
}
