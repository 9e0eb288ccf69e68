import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IStorageProvider } from 'unleash-proxy-client';

/**
 * The SDK's storage as files in `dir`: its last answer survives a restart while the source is
 * down, and seeds only this node's own start (each node has its own DATA_DIR, or at least its own
 * file per source). `source` (the flag service's address, key and environment) names the files,
 * so another service or environment never starts from this one's flags.
 */
export function backupStorage(dir: string, source: string): IStorageProvider {
  const prefix = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = (name: string) => path.join(dir, `${prefix}-${name.replace(/[^a-z0-9-]/gi, '_')}.json`);
  return {
    async save(name, data) {
      try {
        mkdirSync(dir, { recursive: true });
        // Written beside and renamed over, so a crash mid-write leaves the previous copy whole.
        const temporary = `${file(name)}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify(data));
        renameSync(temporary, file(name));
      } catch (error) {
        console.error('Feature flags: cannot keep the last known flags on disk:', (error as Error).message);
      }
    },
    async get(name) {
      try {
        return JSON.parse(readFileSync(file(name), 'utf8'));
      } catch {
        return undefined; // none yet, or unreadable: the node starts knowing no flags
      }
    },
  };
}
