type Env = Record<string, string | undefined>;

/** The environment `npm start` serves with: ENABLE_DEV_OUTBOX=1 without SMTP_URL, outside APP_ENV=production. */
export function withOutbox<E extends Env>(env: E): E;
