import { describe, expect, it } from 'vitest';
import { insightQuerySchema } from '@/lib/insight/schema';

describe('the insight query', () => {
  it('takes 30 days and the whole company when nothing is named', () => {
    expect(insightQuerySchema.parse({})).toEqual({ period: 30, group: undefined });
    expect(insightQuerySchema.parse({ period: '365', group: ' ' })).toEqual({ period: 365, group: undefined });
    expect(insightQuerySchema.parse({ period: '90', group: 'havnehusene' })).toEqual({ period: 90, group: 'havnehusene' });
  });

  it('refuses a period that is not offered', () => {
    for (const period of ['31', '0', '-30', 'år']) expect(insightQuerySchema.safeParse({ period }).success).toBe(false);
  });
});
