import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { connect } from '@/lib/db/connect';

const MB = 2 ** 20;

it('runs the embedded database with small shared buffers, and tells its WebAssembly memory', async () => {
  const handle = await connect({ pgliteDir: 'memory://' });
  try {
    const shown = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    expect((shown as unknown as { rows: { shared_buffers: string }[] }).rows).toEqual([{ shared_buffers: '32MB' }]);
    // PostgreSQL's default 128 MB of buffers took the WebAssembly memory to 189 MB.
    expect(handle.memoryBytes?.()).toBeGreaterThanOrEqual(64 * MB);
    expect(handle.memoryBytes?.()).toBeLessThan(160 * MB);
  } finally {
    await handle.close();
  }
});
