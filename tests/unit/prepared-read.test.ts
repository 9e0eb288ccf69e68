import { expect, it, vi } from 'vitest';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';

it('builds a read once per database and hands each database its own', () => {
  const build = vi.fn((db: Db) => ({ builtFor: db }));
  const read = preparedRead(build);
  const [first, second] = [{} as Db, {} as Db];

  const once = read(first);
  expect(read(first)).toBe(once);
  expect(build).toHaveBeenCalledTimes(1);

  expect(read(second)).toEqual({ builtFor: second });
  expect(read(second)).not.toBe(once);
  expect(build).toHaveBeenCalledTimes(2);
});
