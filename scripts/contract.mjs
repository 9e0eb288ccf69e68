// The contract stage: the product's adapters against the real implementations of the services they
// talk to (contract/services/*.mjs), each started on loopback with a database and a directory of its
// own, then `vitest run --project contract` with what each service says reaches it in the environment.
// A service that cannot be installed or started fails the stage: nothing is skipped.
//
//   npm run test:contract -- [--only a,b] [vitest arguments …]   (tsx: services may read the product's TypeScript)
//
// CONTRACT_PORT_BASE (45000): service i in name order gets the 100 ports from base + 100 i.
// CONTRACT_DB_PREFIX (contract): each service's PostgreSQL database is <prefix>_<service>, made anew.
// CONTRACT_DATABASE_URL: the connection the databases are made from (PostgreSQL on 127.0.0.1:5432).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureBuild } from './server-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const portBase = Number(process.env.CONTRACT_PORT_BASE ?? 45000);
const prefix = process.env.CONTRACT_DB_PREFIX ?? 'contract';
const adminUrl = process.env.CONTRACT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results = path.join(root, 'test-results');

const { only, vitestArgs } = parseArguments(process.argv.slice(2));

function parseArguments(args) {
  const at = args.indexOf('--only');
  if (at === -1) return { only: null, vitestArgs: args };
  return { only: new Set(args[at + 1].split(',')), vitestArgs: [...args.slice(0, at), ...args.slice(at + 2)] };
}

const seconds = (started) => Math.round((Date.now() - started) / 1000);

/** npm install in a project folder of its own (contract/, cms/) when its lock is newer than its install. */
function installProject(folder) {
  const lock = path.join(folder, 'package-lock.json');
  const installed = path.join(folder, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(folder, 'package.json'))) return;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const started = Date.now();
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install in ${path.relative(root, folder)} failed (exit ${result.status})`);
  console.log(`[contract] installed ${path.relative(root, folder)} in ${seconds(started)} s`);
}

async function serviceModules() {
  const folder = path.join(root, 'contract', 'services');
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.mjs'))
        .sort()
    : [];
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(path.join(folder, file)).href)));
  // Ports follow the full sorted list, so --only does not move a service's ports.
  return modules.map((module, index) => ({ module, port: portBase + 100 * index })).filter(({ module }) => !only || only.has(module.name));
}

async function freshDatabase(name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const log = (name) => (line) => console.log(`[${name}] ${line}`);

async function startService({ module, port }) {
  const started = Date.now();
  const dir = path.join(root, 'data', 'contract', module.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const databaseUrl = await freshDatabase(`${prefix}_${module.name}`);
  const service = await module.start({ port, databaseUrl, dir, root, log: log(module.name) });
  console.log(`[contract] ${module.name} ready on port ${port} after ${seconds(started)} s`);
  return { name: module.name, ...service };
}

/** Starts the services one after the other (two cores: starting them together only slows each). */
async function startServices(modules) {
  const running = [];
  try {
    for (const entry of modules) running.push(await startService(entry));
  } catch (error) {
    await stopServices(running);
    throw error;
  }
  return running;
}

async function stopServices(running) {
  for (const service of running.reverse())
    await service.stop().catch((error) => console.error(`[contract] stopping ${service.name}:`, error));
}

function runVitest(env) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--project',
      'contract',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'contract.json')}`,
      ...vitestArgs,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
installProject(path.join(root, 'contract'));
installProject(path.join(root, 'cms'));
ensureBuild();
const modules = await serviceModules();
const running = await startServices(modules);
const names = running.map((service) => service.name);
const env = {
  ...process.env,
  CONTRACT_SERVICES: names.join(','),
  CONTRACT_ONLY: only ? '1' : '0',
  CONTRACT_PORT_BASE: String(portBase),
  CONTRACT_DB_PREFIX: prefix,
};
running.forEach((service) => Object.assign(env, service.env));
let status = 1;
try {
  status = await runVitest(env);
} finally {
  await stopServices(running);
}
console.log(`[contract] ${names.join(', ') || 'no services'}: exit ${status} after ${seconds(started)} s`);
process.exit(status);
