import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startProcess } from '@/contract/support/process.mjs';

const node = process.execPath;
const quiet = () => {};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const listening = (port: number) => () =>
  new Promise<boolean>((resolve) => {
    const socket = createServer().once('error', () => resolve(true));
    socket.listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
  });

describe('a real service started for the contract stage', () => {
  it('fails with what the program printed when it exits before it is ready', async () => {
    const start = startProcess({
      name: 'broken',
      command: node,
      args: ['-e', 'console.error("no database"); process.exit(3)'],
      log: quiet,
      ready: async () => false,
    });
    await expect(start).rejects.toThrow(/broken exited \(3\) before it was ready:\nno database/);
  });

  it('fails when it is not ready in time, and leaves nothing running', async () => {
    const port = await freePort();
    const program = `require('net').createServer().listen(${port}, '127.0.0.1')`;
    const start = startProcess({
      name: 'slow',
      command: node,
      args: ['-e', program],
      log: quiet,
      ready: async () => false,
      timeoutMs: 1_500,
    });
    await expect(start).rejects.toThrow(/slow was not ready within 1.5 s/);
    expect(await listening(port)()).toBe(false);
  });

  it('stops the program and what it started', async () => {
    const port = await freePort();
    // The program's own child holds the port: stopping the program alone would leave it.
    const grandchild = `require('net').createServer().listen(${port}, '127.0.0.1')`;
    const program = `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`;
    const started = await startProcess({ name: 'parent', command: node, args: ['-e', program], log: quiet, ready: listening(port) });
    await started.stop();
    await expect.poll(listening(port), { timeout: 5_000 }).toBe(false);
  });
});
