import { describe, expect, it } from 'vitest';
import daTerms from '@/content/da-DK/terms.json';
import enTerms from '@/content/en-DK/terms.json';
import { signUpSchema } from '@/lib/accounts/auth-schema';
import { TERMS_VERSION } from '@/lib/accounts/terms';

describe('the terms a new account accepts', () => {
  it('are versioned by the date of the terms text, so a changed text needs a new version', () => {
    for (const terms of [daTerms, enTerms]) expect(terms.data.updatedAt.slice(0, 10)).toBe(TERMS_VERSION);
  });

  it('must be ticked: unticked or missing is refused, ticked passes', () => {
    const person = { name: 'Ea', email: 'ea@example.com', password: 'Fjord-og-hav-2026' };
    expect(signUpSchema.safeParse({ ...person, acceptTerms: true }).success).toBe(true);
    for (const acceptTerms of [false, undefined, 'true', 1]) {
      const result = signUpSchema.safeParse({ ...person, acceptTerms });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['acceptTerms', 'auth.errors.termsRequired'],
      ]);
    }
  });
});
