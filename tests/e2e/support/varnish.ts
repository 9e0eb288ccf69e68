import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Debian's Varnish with the xkey vmod (packages varnish, varnish-modules) in front of the nodes,
 * running the VCL operators are given (deploy/varnish/hjemly.vcl); only its backends.vcl, which
 * names the nodes, is written here.
 */
export const VARNISHD = '/usr/sbin/varnishd';
const VCL_DIR = path.resolve(import.meta.dirname, '../../../deploy/varnish');

export const varnishInstalled = () =>
  spawnSync(VARNISHD, ['-V']).status === 0 && spawnSync('sh', ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so']).status === 0;

export type Varnish = { url: string; stop: () => Promise<void> };

/** The nodes as Varnish backends, taken round robin, each probed on its readiness. */
export function varnishBackends(nodePorts: number[]): string {
  const backends = nodePorts.map(
    (port) =>
      `backend node${port} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n` +
      `  .probe = { .url = "/api/health"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }\n}`,
  );
  const added = nodePorts.map((port) => `  nodes.add_backend(node${port});`).join('\n');
  return `${backends.join('\n')}\nsub vcl_init {\n  new nodes = directors.round_robin();\n${added}\n}\n`;
}

export async function startVarnish(options: { port: number; nodePorts: number[]; dir: string }): Promise<Varnish> {
  rmSync(options.dir, { recursive: true, force: true });
  mkdirSync(options.dir, { recursive: true });
  writeFileSync(path.join(options.dir, 'backends.vcl'), varnishBackends(options.nodePorts));
  const args = ['-F', '-j', 'none', '-n', path.join(options.dir, 'work'), '-a', `127.0.0.1:${options.port}`, '-T', '127.0.0.1:0'];
  args.push('-p', `vcl_path=${options.dir}:${VCL_DIR}`, '-f', path.join(VCL_DIR, 'hjemly.vcl'), '-s', 'malloc,64m');
  const child = spawn(VARNISHD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${options.port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited ${child.exitCode}: ${output}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (tries > 100) throw new Error(`Varnish did not answer on ${url}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
