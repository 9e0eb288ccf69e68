import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthDateOfCpr, centuryYear, cprDigits, isValidCpr, maskCpr } from '@/lib/cpr/cpr';
import { cprHmac, cprHmacsForLookup, decryptCpr, encryptCpr, isUnderCurrentKey, parseCprKey } from '@/lib/cpr/cpr-crypto';
import { cprSchema } from '@/lib/waiting-lists/schema';

/** The old modulus-11 rule, only to show that valid numbers fail it. */
function passesModulus11(cpr: string): boolean {
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1];
  const digits = cprDigits(cpr)!;
  return [...digits].reduce((sum, digit, i) => sum + Number(digit) * weights[i], 0) % 11 === 0;
}

describe('CPR rules', () => {
  it.each([
    // 7th digit 0–3: always the 1900s.
    [0, 3, 0, 1900],
    [99, 3, 0, 1999],
    // 4 and 9: 00–36 the 2000s, 37–99 the 1900s.
    [36, 4, 0, 2036],
    [37, 4, 0, 1937],
    [0, 9, 0, 2000],
    [99, 9, 0, 1999],
    // 5–8: 00–57 the 2000s, 58–99 the 1800s.
    [57, 5, 0, 2057],
    [58, 8, 0, 1858],
  ])('year %i with 7th digit %i is in the right century', (year, seventh, _unused, expected) => {
    expect(centuryYear(year, seventh)).toBe(expected);
  });

  it('accepts ten digits with or without a dash, and nothing else', () => {
    expect(isValidCpr('010190-1234')).toBe(true);
    expect(isValidCpr('0101901234')).toBe(true);
    expect(isValidCpr(' 010190-1234 ')).toBe(true);
    for (const text of ['', '010190-123', '010190-12345', '01019-01234', '010190 1234', 'abcdef-ghij', '010190--1234']) {
      expect(isValidCpr(text), text).toBe(false);
    }
  });

  it('accepts valid numbers issued since 2007 that fail modulus 11', () => {
    const postModulus = ['150715-4003', '010107-4008', '241212-4011'];
    for (const cpr of postModulus) {
      expect(passesModulus11(cpr), cpr).toBe(false);
      expect(isValidCpr(cpr), cpr).toBe(true);
    }
  });

  it('refuses dates that do not exist, with the century the 7th digit gives', () => {
    expect(birthDateOfCpr('290200-4000')).toBe('2000-02-29'); // 2000 is a leap year
    expect(isValidCpr('290200-2000')).toBe(false); // 1900 is not
    expect(birthDateOfCpr('290256-6000')).toBe('2056-02-29');
    expect(isValidCpr('290257-6000')).toBe(false);
    for (const text of ['000190-1234', '320190-1234', '310490-1234', '011390-1234', '010090-1234']) {
      expect(isValidCpr(text), text).toBe(false);
    }
    expect(birthDateOfCpr('311258-5000')).toBe('1858-12-31');
  });

  it('masks as DDMMYY-XXXX', () => {
    expect(maskCpr('0101901234')).toBe('010190-XXXX');
    expect(maskCpr('150715-4003')).toBe('150715-XXXX');
  });

  it('the shared schema names the form’s message keys and keeps only the digits', () => {
    expect(cprSchema.safeParse('').error?.issues[0].message).toBe('errors.cprRequired');
    expect(cprSchema.safeParse('320190-1234').error?.issues[0].message).toBe('errors.cprInvalid');
    expect(cprSchema.parse(' 010190-1234')).toBe('0101901234');
  });
});

describe('CPR at rest', () => {
  const keyA = randomBytes(32).toString('base64');
  const keyB = randomBytes(32).toString('hex');
  afterEach(() => vi.unstubAllEnvs());

  it('encrypts so that neither the digits nor a repeat show, and decrypts back', () => {
    vi.stubEnv('CPR_KEY', keyA);
    const one = encryptCpr('010190-1234');
    const two = encryptCpr('0101901234');
    expect(one).not.toContain('0101901234');
    expect(one).not.toContain('010190');
    expect(one).not.toBe(two);
    expect(decryptCpr(one)).toBe('0101901234');
    expect(decryptCpr(two)).toBe('0101901234');
    expect(cprHmac('010190-1234')).toBe(cprHmac('0101901234'));
    expect(cprHmac('010190-1234')).not.toBe(cprHmac('010190-1235'));
  });

  it('refuses a tampered ciphertext', () => {
    vi.stubEnv('CPR_KEY', keyA);
    const [format, id, iv, tag, sealed] = encryptCpr('010190-1234').split('.');
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptCpr([format, id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('rotates: the previous key still decrypts and still counts for uniqueness', () => {
    vi.stubEnv('CPR_KEY', keyA);
    const old = encryptCpr('010190-1234');
    const oldHmac = cprHmac('010190-1234');
    vi.stubEnv('CPR_KEY', keyB);
    expect(() => decryptCpr(old)).toThrow(/unknown key/);
    vi.stubEnv('CPR_KEY_PREVIOUS', keyA);
    expect(decryptCpr(old)).toBe('0101901234');
    expect(isUnderCurrentKey(old)).toBe(false);
    expect(isUnderCurrentKey(encryptCpr('010190-1234'))).toBe(true);
    expect(cprHmac('010190-1234')).not.toBe(oldHmac);
    expect(cprHmacsForLookup('010190-1234')).toContain(oldHmac);
  });

  it('takes a key only of 32 bytes', () => {
    expect(() => parseCprKey('too-short')).toThrow();
    expect(parseCprKey(keyB)).toHaveLength(32);
  });
});
