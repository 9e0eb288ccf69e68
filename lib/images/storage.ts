import 'server-only';
import path from 'node:path';
import { dataDir } from '@/lib/db/connect';
import { callDependency } from '@/lib/errors/dependency';
import { FileStorage, StorageKeyError } from './storage-files';
import { S3Storage, s3SettingsOf } from './storage-s3';

// A key outside the folder is a wrong row of ours (a 500), not the store being out (a 503).
const isStoreOutage = (error: unknown) => !(error instanceof StorageKeyError);

/*
 * Where the originals of uploaded pictures live. The image route reads an original only to render a
 * variant it has not cached, so the store may be slow and far away: a folder on the node (one node,
 * or a shared disk) or an S3-compatible bucket (several nodes).
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a key with nothing behind it is no error. */
  delete(key: string): Promise<void>;
}

export function uploadsDir(): string {
  return path.join(dataDir(), 'uploads');
}

/**
 * Where this node keeps the originals: a bucket every node reads, a folder the operator says all
 * nodes share (UPLOADS_SHARED=1: one network disk), or a folder of this node's own.
 */
export function imageStore(env: Record<string, string | undefined> = process.env): 's3' | 'shared-disk' | 'local' {
  if (s3SettingsOf(env)) return 's3';
  return env.UPLOADS_SHARED === '1' ? 'shared-disk' : 'local';
}

/**
 * The store's every failure (a bucket that refuses the connection, answers 5xx or refuses our key, a
 * full disk) is the image store's: a DependencyUnavailableError('images') the edge answers as such,
 * never taken for the database's.
 */
function observed(storage: ImageStorage): ImageStorage {
  // The adapter stays the wrapper's prototype, so which store was chosen is still visible (instanceof).
  const calls: ImageStorage = {
    put: (key, bytes, contentType) => callDependency('images', () => storage.put(key, bytes, contentType), isStoreOutage),
    get: (key) => callDependency('images', () => storage.get(key), isStoreOutage),
    delete: (key) => callDependency('images', () => storage.delete(key), isStoreOutage),
  };
  return Object.assign(Object.create(storage) as ImageStorage, calls);
}

/** The bucket when S3_BUCKET and the other S3_* settings are given (lib/config/requirements.ts checks them), else DATA_DIR/uploads. */
export function imageStorage(env: Record<string, string | undefined> = process.env): ImageStorage {
  const s3 = s3SettingsOf(env);
  return observed(s3 ? new S3Storage(s3) : new FileStorage(uploadsDir()));
}
