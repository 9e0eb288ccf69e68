import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './storage';

/** A key that leaves the folder: our own bug (a wrong row), never the store being out. */
export class StorageKeyError extends Error {}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Originals as files under `root`; a key is a relative path that must stay inside it. */
export class FileStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    const root = path.resolve(this.root);
    const file = path.resolve(root, key);
    // A key from the database is ours, but a wrong one must not read or delete anything else.
    if (!key || !file.startsWith(root + path.sep)) throw new StorageKeyError(`Storage key outside ${root}: ${key}`);
    return file;
  }

  /** Readers (the image route, other nodes on a shared disk) see the whole file or none: write aside, then rename. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
