import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';

it('builds a read once per database and hands each database its own', () => {
  const build = vi.fn((db: Db) => ({ prepare: (name: string) => ({ builtFor: db, name }) }));
  const read = preparedRead('a_read', build);
  const [first, second] = [{} as Db, {} as Db];

  const once = read(first);
  expect(read(first)).toBe(once);
  expect(build).toHaveBeenCalledTimes(1);
  expect(once).toEqual({ builtFor: first, name: 'a_read' });

  expect(read(second)).toEqual({ builtFor: second, name: 'a_read' });
  expect(read(second)).not.toBe(once);
  expect(build).toHaveBeenCalledTimes(2);
});

it('gives every prepared read a statement name of its own', () => {
  const sources = readdirSync('lib', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join('lib', file), 'utf8'));
  const names = sources.flatMap((source) => [...source.matchAll(/preparedRead\(\s*'([^']+)'/g)].map((match) => match[1]));
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
