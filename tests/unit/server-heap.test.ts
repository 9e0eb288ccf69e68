import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_DATABASE_HEAP_GROWING_PERCENT,
  EMBEDDED_DATABASE_MMAP_THRESHOLD,
  EMBEDDED_DATABASE_SEMI_SPACE_MB,
  heapFlags,
  SERVER_MALLOC_ARENAS,
  SERVER_OLD_SPACE_MB,
  serverEnvironment,
} from '@/scripts/server-steps.mjs';

const postgres = { DATABASE_URL: 'postgres://hjemly@db/hjemly' };

describe("npm start and the server's heap", () => {
  it('limits the old generation, so a load does not let it grow to several times what is live', () => {
    expect(heapFlags(postgres)).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`]);
    expect(heapFlags({ ...postgres, NODE_OPTIONS: '--enable-source-maps' })).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`]);
  });

  it("leaves the limit to the operator's NODE_OPTIONS when it names one", () => {
    expect(heapFlags({ ...postgres, NODE_OPTIONS: '--max-old-space-size=2048' })).toEqual([]);
    expect(heapFlags({ ...postgres, NODE_OPTIONS: '--enable-source-maps --max_old_space_size=1024' })).toEqual([]);
  });

  it('with the embedded database, compiles its WebAssembly once and keeps the heap closer to what is live', () => {
    const semiSpace = `--max-semi-space-size=${EMBEDDED_DATABASE_SEMI_SPACE_MB}`;
    const growing = `--heap-growing-percent=${EMBEDDED_DATABASE_HEAP_GROWING_PERCENT}`;
    const oldSpace = `--max-old-space-size=${SERVER_OLD_SPACE_MB}`;
    expect(heapFlags({})).toEqual([oldSpace, '--no-liftoff', semiSpace, growing]);
    expect(heapFlags({ NODE_OPTIONS: '--max-old-space-size=2048' })).toEqual(['--no-liftoff', semiSpace, growing]);
    expect(heapFlags({ NODE_OPTIONS: '--max_semi_space_size=16' })).toEqual([oldSpace, '--no-liftoff', growing]);
  });

  it('keeps malloc to two arenas unless the operator says otherwise', () => {
    expect(serverEnvironment({}).MALLOC_ARENA_MAX).toBe('2');
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(serverEnvironment({}).NODE_ENV).toBe('production');
    expect(SERVER_MALLOC_ARENAS).toBe('2');
  });

  it('with the embedded database, keeps large blocks out of the arenas unless the operator says otherwise', () => {
    expect(serverEnvironment({}).MALLOC_MMAP_THRESHOLD_).toBe(EMBEDDED_DATABASE_MMAP_THRESHOLD);
    expect(serverEnvironment({ MALLOC_MMAP_THRESHOLD_: '1048576' }).MALLOC_MMAP_THRESHOLD_).toBe('1048576');
    expect(serverEnvironment(postgres).MALLOC_MMAP_THRESHOLD_).toBeUndefined();
  });
});
