import { describe, expect, it } from 'vitest';
import { heapFlags, SERVER_MALLOC_ARENAS, SERVER_OLD_SPACE_MB, serverEnvironment } from '@/scripts/server-steps.mjs';

describe("npm start and the server's heap", () => {
  it('limits the old generation, so a load does not let it grow to several times what is live', () => {
    expect(heapFlags({})).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`]);
    expect(heapFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`]);
  });

  it("leaves the limit to the operator's NODE_OPTIONS when it names one", () => {
    expect(heapFlags({ NODE_OPTIONS: '--max-old-space-size=2048' })).toEqual([]);
    expect(heapFlags({ NODE_OPTIONS: '--enable-source-maps --max_old_space_size=1024' })).toEqual([]);
  });

  it('keeps malloc to two arenas unless the operator says otherwise', () => {
    expect(serverEnvironment({}).MALLOC_ARENA_MAX).toBe('2');
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(serverEnvironment({}).NODE_ENV).toBe('production');
    expect(SERVER_MALLOC_ARENAS).toBe('2');
  });
});
