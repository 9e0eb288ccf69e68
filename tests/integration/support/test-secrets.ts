import { afterAll, beforeAll, vi } from 'vitest';
import { stopBackgroundDelivery } from '@/lib/email/service';

/**
 * The secrets a suite's code reads (a CPR key of its own, and the auth secret where sessions are
 * made) for the whole file, and the mail delivery its steps started stopped after it.
 */
export function withTestSecrets(secrets: { cprKey: string; authSecret?: string }) {
  beforeAll(() => {
    vi.stubEnv('CPR_KEY', secrets.cprKey);
    if (secrets.authSecret) vi.stubEnv('BETTER_AUTH_SECRET', secrets.authSecret);
  });
  afterAll(async () => {
    await stopBackgroundDelivery();
    vi.unstubAllEnvs();
  });
}
