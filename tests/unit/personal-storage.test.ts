import { describe, expect, it } from 'vitest';
import { clearPersonalStorage, PERSONAL_STORAGE_PREFIX } from '@/lib/accounts/personal-storage';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('personal browser storage', () => {
  it('is wiped at sign-out, while the rest (attribution, consent) stays', () => {
    const storage = memoryStorage({
      [`${PERSONAL_STORAGE_PREFIX}apply-draft.bolig-1`]: '{"message":"Hej"}',
      [`${PERSONAL_STORAGE_PREFIX}apply-draft.bolig-2`]: '{}',
      hjemly_attribution_session: '1',
    });
    clearPersonalStorage(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('hjemly_attribution_session')).toBe('1');
  });
});
