// Strapi 5 from cms/ (installed there by scripts/contract.mjs), on its own PostgreSQL database:
// seeded from content/, with a read-only token for the product and a full-access one for the tests
// that change an entry through Strapi's API.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { answers, startProcess } from '../support/process.mjs';

export const name = 'strapi';

/** Runs one of cms/'s scripts to its end; resolves with the last line it printed (Strapi logs before it). */
function runScript(cms, script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('scripts', script), ...args], { cwd: cms, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout.trim().split('\n').pop())
        : reject(new Error(`cms/scripts/${script} exited ${code}:\n${stderr.slice(-3_000)}`)),
    );
  });
}

export async function start(ctx) {
  const cms = path.join(ctx.root, 'cms');
  const publicDir = path.join(ctx.dir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const env = {
    DATABASE_URL: ctx.databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(ctx.port),
    STRAPI_PUBLIC_DIR: publicDir,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  let started = Date.now();
  const seeded = await runScript(cms, 'seed.js', [], env);
  ctx.log(`${seeded} (${Math.round((Date.now() - started) / 1000)} s with Strapi's own start)`);
  const tokens = JSON.parse(await runScript(cms, 'token.js', ['hjemly:read-only', 'contract:full-access'], env));
  started = Date.now();
  const server = await startProcess({
    name,
    command: process.execPath,
    args: [path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    cwd: cms,
    env,
    log: ctx.log,
    ready: answers(`http://127.0.0.1:${ctx.port}/_health`, 204),
  });
  ctx.log(`started in ${Math.round((Date.now() - started) / 1000)} s`);
  return {
    env: { CMS_URL: `http://127.0.0.1:${ctx.port}`, CMS_TOKEN: tokens.hjemly, STRAPI_WRITE_TOKEN: tokens.contract },
    stop: server.stop,
  };
}
