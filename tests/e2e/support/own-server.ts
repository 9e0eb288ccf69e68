import { startBuiltServer } from '../../support/built-server';

/**
 * A production server of a spec's own on an empty PGlite data directory under data/, with the
 * settings the spec is about; ready once its health answers 200.
 */
export async function startOwnServer(port: number, name: string, env: Record<string, string> = {}) {
  const own = await startBuiltServer(port, name, env, { timeoutMs: 90_000 });
  return {
    server: own.server,
    stdout: own.output,
    // The spec is done with it: no drain to wait for.
    stop() {
      own.server.kill('SIGKILL');
      return own.stop();
    },
  };
}
