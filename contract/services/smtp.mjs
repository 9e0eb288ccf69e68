// maildev (contract/package.json) on loopback: an SMTP server that keeps what it receives, and its
// REST API to fetch each message back as it arrived (GET /api/email, /api/email/:id/source).
import path from 'node:path';
import { answers, startProcess } from '../support/process.mjs';

export const name = 'smtp';

export async function start(ctx) {
  const smtpPort = ctx.port;
  const webPort = ctx.port + 1;
  const server = await startProcess({
    name,
    command: process.execPath,
    args: [
      path.join(ctx.root, 'contract/node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(webPort),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      ctx.dir,
      '--silent',
    ],
    cwd: ctx.dir,
    log: ctx.log,
    ready: answers(`http://127.0.0.1:${webPort}/api/healthz`, 200),
  });
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAILDEV_API_URL: `http://127.0.0.1:${webPort}/api` },
    stop: server.stop,
  };
}
