import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStorage, type ImageStorage } from '@/lib/images/storage';
import { FileStorage } from '@/lib/images/storage-files';
import { encodeKeyPath, S3Storage } from '@/lib/images/storage-s3';
import { STAND_IN_CREDENTIALS, STAND_IN_REGION, STAND_IN_SESSION_TOKEN, startS3StandIn, type S3StandIn } from './support/s3-stand-in';

let root: string;
let standIn: S3StandIn;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hjemly-storage-'));
  standIn = await startS3StandIn();
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await standIn.close();
});

const s3Env = () => ({
  S3_BUCKET: standIn.bucket,
  S3_ENDPOINT: `${standIn.endpoint}/`,
  S3_REGION: STAND_IN_REGION,
  S3_ACCESS_KEY_ID: STAND_IN_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: STAND_IN_CREDENTIALS.secretAccessKey,
});

const adapters: [string, () => ImageStorage][] = [
  ['DATA_DIR/uploads', () => imageStorage({ DATA_DIR: root })],
  ['S3', () => imageStorage(s3Env())],
];

describe.each(adapters)('image storage: %s', (_name, storage) => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0x80, 0xfe]);
  // A key with characters that need encoding in a URL, as a signature must get right.
  const key = 'originals/2026/a b+c(1).jpg';

  it('chooses the adapter by the environment', () => {
    expect(storage()).toBeInstanceOf(_name === 'S3' ? S3Storage : FileStorage);
  });

  it('puts, gets and deletes an object', async () => {
    await storage().put(key, bytes, 'image/jpeg');
    expect(await storage().get(key)).toEqual(bytes);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('answers null for a key never stored', async () => {
    expect(await storage().get('originals/none.png')).toBeNull();
  });

  it('replaces an object written twice', async () => {
    await storage().put('originals/twice.webp', Buffer.from('one'), 'image/webp');
    await storage().put('originals/twice.webp', Buffer.from('two'), 'image/webp');
    expect((await storage().get('originals/twice.webp'))?.toString()).toBe('two');
  });
});

describe('image storage in DATA_DIR/uploads', () => {
  it('writes by rename and leaves no temporary file', async () => {
    const storage: ImageStorage = new FileStorage(path.join(root, 'uploads'));
    await storage.put('originals/atomic.png', Buffer.from('png'), 'image/png');
    expect(readdirSync(path.join(root, 'uploads', 'originals'))).toEqual(['atomic.png']);
  });

  it('refuses a key that leaves its folder', async () => {
    const storage: ImageStorage = new FileStorage(path.join(root, 'uploads'));
    await expect(storage.get('../secret.jpg')).rejects.toThrow(/outside/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(/outside/);
    await expect(storage.delete('')).rejects.toThrow(/outside/);
  });
});

describe('image storage in an S3-compatible bucket', () => {
  it('sends the content type and the bytes to the bucket, path-style', async () => {
    await imageStorage(s3Env()).put('originals/typed.png', Buffer.from('png bytes'), 'image/png');
    expect(standIn.objects.get('originals/typed.png')).toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
  });

  it('is refused by a store that does not accept its signature', async () => {
    const refusedBefore = standIn.refused;
    const wrongSecret = imageStorage({ ...s3Env(), S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    await expect(wrongSecret.put('originals/forged.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    await expect(wrongSecret.get('originals/typed.png')).rejects.toThrow(/403/);
    const wrongRegion = imageStorage({ ...s3Env(), S3_REGION: 'us-east-1' });
    await expect(wrongRegion.delete('originals/typed.png')).rejects.toThrow(/403/);
    expect(standIn.refused).toBe(refusedBefore + 3);
    expect(standIn.objects.has('originals/forged.png')).toBe(false);
    expect(standIn.objects.has('originals/typed.png')).toBe(true);
  });
});

describe('image storage with temporary credentials (an IAM role)', () => {
  let roleStore: S3StandIn;
  beforeAll(async () => {
    roleStore = await startS3StandIn('hjemly-role', { sessionToken: STAND_IN_SESSION_TOKEN });
  });
  afterAll(() => roleStore.close());
  const roleEnv = () => ({ ...s3Env(), S3_BUCKET: roleStore.bucket, S3_ENDPOINT: roleStore.endpoint });

  it('sends the session token, signed, and the store takes the picture', async () => {
    const storage = imageStorage({ ...roleEnv(), S3_SESSION_TOKEN: STAND_IN_SESSION_TOKEN });
    await storage.put('originals/role.png', Buffer.from('role bytes'), 'image/png');
    expect(await storage.get('originals/role.png')).toEqual(Buffer.from('role bytes'));
    await storage.delete('originals/role.png');
    expect(roleStore.objects.size).toBe(0);
  });

  it('is refused without the token', async () => {
    await expect(imageStorage(roleEnv()).put('originals/no-token.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403.*InvalidToken/);
    expect(roleStore.refused).toBe(1);
  });
});

describe('S3 object keys', () => {
  it('encodes key segments as S3 expects', () => {
    expect(encodeKeyPath("originals/a b/it's(1)*.jpg")).toBe('originals/a%20b/it%27s%281%29%2A.jpg');
  });
});
