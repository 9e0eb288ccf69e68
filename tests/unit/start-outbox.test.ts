import { describe, expect, it } from 'vitest';
import { withOutbox } from '@/scripts/start.mjs';

const start = (env: Record<string, string | undefined>) => withOutbox(env).ENABLE_DEV_OUTBOX;

describe('npm start and the outbox page', () => {
  it('shows the mails at /dev/outbox when nothing can send them, outside the real site', () => {
    expect(start({})).toBe('1');
    expect(start({ APP_ENV: 'development', DATABASE_URL: 'postgres://db/hjemly' })).toBe('1');
    expect(start({ APP_ENV: 'staging' })).toBe('1');
  });

  it('never on the real site, never when mail is sent, and never against an explicit choice', () => {
    expect(start({ APP_ENV: 'production' })).toBeUndefined();
    expect(start({ APP_ENV: ' Production ' })).toBeUndefined();
    expect(start({ SMTP_URL: 'smtp://mail:25' })).toBeUndefined();
    expect(start({ ENABLE_DEV_OUTBOX: '0' })).toBe('0');
  });
});
