import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_VALUES, authErrorKey } from '@/components/accounts/auth-errors';
import { authViewOf, returnPath } from '@/components/accounts/auth-url';
import daAccount from '@/messages/da-DK/account.json';
import enAccount from '@/messages/en-DK/account.json';

describe('authErrorKey', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'auth.errors.invalidCredentials'],
    [{ code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'auth.errors.emailNotVerified'],
    [{ code: 'USER_DEACTIVATED', status: 403 }, 'deactivated.text'],
    [{ code: 'PASSWORD_TOO_COMMON', status: 400 }, 'password.tooCommon'],
    [{ code: 'TERMS_NOT_ACCEPTED', status: 400 }, 'auth.errors.termsRequired'],
    [{ status: 429 }, 'auth.errors.tooManyAttempts'],
    [{ code: 'SOMETHING_NEW', status: 500 }, 'auth.errors.generic'],
    [{}, 'auth.errors.generic'],
  ])('maps %o to %s', (error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });

  it('points at a message in both languages', () => {
    const keys = ['invalidCredentials', 'emailNotVerified', 'tooManyAttempts', 'invalidEmail', 'generic', 'termsRequired'] as const;
    for (const messages of [daAccount, enAccount]) {
      for (const key of keys) expect(messages.auth.errors[key]).toBeTruthy();
      expect(messages.deactivated.text).toBeTruthy();
      expect(messages.deactivated.contactSupport).toBeTruthy();
    }
    expect(enAccount.deactivated.text).toBe('Your user has been deactivated.');
    expect(AUTH_ERROR_VALUES).toEqual({ min: 8, max: 128 });
  });
});

describe('authViewOf', () => {
  it('opens the dialog for any auth value, the sign-in form unless another is named', () => {
    expect(authViewOf(null)).toBeNull();
    expect(authViewOf('signup')).toBe('signup');
    expect(authViewOf('reset')).toBe('reset');
    expect(authViewOf('login')).toBe('login');
    expect(authViewOf('')).toBe('login');
    expect(authViewOf('whatever')).toBe('login');
  });
});

describe('returnPath', () => {
  afterEach(() => vi.unstubAllGlobals());
  const at = (href: string) => vi.stubGlobal('window', { location: { href } });

  it('keeps the page and its other parameters, without the dialog', () => {
    at('http://localhost/en-DK/soeg?pris=5000&auth=login#map');
    expect(returnPath()).toBe('/en-DK/soeg?pris=5000#map');
  });

  it('names the view to open', () => {
    at('http://localhost/bolig/a-home?auth=login');
    expect(returnPath('signup')).toBe('/bolig/a-home?auth=signup');
  });

  it('drops a reset link’s token and error only when they came with the reset view', () => {
    at('http://localhost/?auth=reset&token=abc&error=INVALID_TOKEN');
    expect(returnPath()).toBe('/');
    at('http://localhost/side?token=abc&auth=login');
    expect(returnPath()).toBe('/side?token=abc');
  });
});
