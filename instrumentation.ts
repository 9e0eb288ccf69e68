import type { Instrumentation } from 'next';

// Next.js calls register() once per server process (Node and edge): it starts error monitoring
// when SENTRY_DSN is set; in Node, instrumentation-node.ts does the rest.
export async function register() {
  // The Node part in a module of its own, imported only under this test, which Next.js settles when
  // it compiles each runtime: the edge bundle then holds none of the database, jobs or file system
  // (otherwise every `npm start` printed 53 "A Node.js API is used … Edge Runtime" warnings).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
    return;
  }
  const { startServerMonitoring } = await import('./lib/monitoring/server');
  await startServerMonitoring();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { reportRequestError } = await import('./lib/monitoring/server');
  await reportRequestError(...args);
};
