import { describe, expect, it } from 'vitest';
import { hashToken, issueToken, lookupHash } from '@/lib/tokens/secret-token';

describe('secret tokens', () => {
  it('issues distinct url-safe tokens and stores only their hash', () => {
    const first = issueToken();
    const second = issueToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(hashToken(first.token));
    expect(first.hash).not.toContain(first.token);
  });

  it('looks up only strings shaped like a token', () => {
    const { token, hash } = issueToken();
    expect(lookupHash(token)).toBe(hash);
    expect(lookupHash('abc')).toBeNull();
    expect(lookupHash(`${token}x`)).toBeNull();
    expect(lookupHash("' or 1=1 --")).toBeNull();
  });
});
