import { describe, expect, it } from 'vitest';
import { splitLinks } from '@/lib/email/links';
import { isOutboxPageEnabled, MAX_ATTEMPTS, retryAt } from '@/lib/email/service';

describe('retryAt (backoff)', () => {
  const now = new Date('2030-05-01T10:00:00Z');
  const minutesLater = (attempts: number) => {
    const at = retryAt(attempts, now);
    return at && (at.getTime() - now.getTime()) / 60_000;
  };

  it('waits 1 min, 5 min, 30 min and 2 h after the first four failures', () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 5, 30, 120]);
  });

  it('gives up after five attempts', () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(retryAt(5, now)).toBeNull();
    expect(retryAt(6, now)).toBeNull();
  });
});

describe('isOutboxPageEnabled', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: '0' }, false],
    [{ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true' }, false],
    [{ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: '1' }, true],
  ] as const)('%j → %s', (env, enabled) => {
    expect(isOutboxPageEnabled(env as unknown as NodeJS.ProcessEnv)).toBe(enabled);
  });
});

describe('splitLinks (outbox page)', () => {
  it('turns each http(s) URL into a link and keeps the rest as text', () => {
    expect(splitLinks('Bekræft her:\nhttps://hjemly.dk/a?token=x&b=1\n\nTak')).toEqual([
      { text: 'Bekræft her:\n' },
      { text: 'https://hjemly.dk/a?token=x&b=1', href: 'https://hjemly.dk/a?token=x&b=1' },
      { text: '\n\nTak' },
    ]);
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(splitLinks('Se http://localhost:3000/konto. Eller (https://hjemly.dk/x).')).toEqual([
      { text: 'Se ' },
      { text: 'http://localhost:3000/konto', href: 'http://localhost:3000/konto' },
      { text: '. Eller (' },
      { text: 'https://hjemly.dk/x', href: 'https://hjemly.dk/x' },
      { text: ').' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitLinks('javascript:alert(1) mailto:a@b.dk')).toEqual([{ text: 'javascript:alert(1) mailto:a@b.dk' }]);
  });
});
