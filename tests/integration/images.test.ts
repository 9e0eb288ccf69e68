import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/image/find-public/[id]/route';
import { errorMessage } from '@/lib/http/errors';
import { findPublicImage, insertImages } from '@/lib/images/repository';
import { renderVariant } from '@/lib/images/service';
import { describeEachEngine } from './support/databases';

const AVIF_WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const ANY = '*/*';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-images-'));
  vi.stubEnv('DATA_DIR', dataDir);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(id: number | string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const request = new Request(`http://localhost:3000/api/image/find-public/${id}?${search}`, { headers });
  return GET(request, { params: Promise.resolve({ id: String(id) }) });
}

async function decoded(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

function cacheFile(etag: string, format: string) {
  return path.join(dataDir, 'cache', 'images', `${etag.replaceAll('"', '')}.${format}`);
}

// Every test asks for a size or option of its own, so no test is served another test's cache file.
describeEachEngine(
  'GET /api/image/find-public/{id}',
  (ctx) => {
    let ids: Record<'facade' | 'interior' | 'floorplan' | 'logo' | 'hidden' | 'upload', number>;

    beforeAll(async () => {
      mkdirSync(path.join(dataDir, 'uploads', 'homes'), { recursive: true });
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a2b' } })
        .jpeg()
        .toFile(path.join(dataDir, 'uploads', 'homes', 'photo.jpg'));
      const [facade, interior, floorplan, logo, hidden, upload] = await insertImages(ctx.handle.db, [
        { kind: 'facade', seed: 11, altDa: 'Facade', altEn: 'Facade' },
        { kind: 'interior', seed: 12 },
        { kind: 'floorplan', seed: 13 },
        { kind: 'logo', seed: 14 },
        { kind: 'facade', seed: 15, isPublic: false },
        { kind: 'upload', storageKey: 'homes/photo.jpg', width: 1600, height: 1200 },
      ]);
      ids = { facade, interior, floorplan, logo, hidden, upload };
    });

    it('stores generated pictures at their canvas size and returns ids in the order given', async () => {
      expect(ids.interior).toBe(ids.facade + 1);
      expect(await findPublicImage(ctx.handle.db, ids.facade)).toMatchObject({ kind: 'facade', seed: 11, width: 1200, height: 800, altDa: 'Facade' });
      expect(await findPublicImage(ctx.handle.db, ids.logo)).toMatchObject({ width: 400, height: 400 });
      expect(await findPublicImage(ctx.handle.db, ids.hidden)).toBeNull();
    });

    it.each([
      [AVIF_WEBP, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      [ANY, 'image/jpeg', 'jpeg'],
    ])('answers Accept %s with %s', async (accept, contentType, format) => {
      const response = await call(ids.interior, { width: 320 }, { accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await decoded(response)).format).toBe(format);
    });

    it('sends plans and logos as PNG to a browser without AVIF or WebP', async () => {
      for (const id of [ids.floorplan, ids.logo]) {
        const response = await call(id, { width: 320 }, { accept: ANY });
        expect(response.headers.get('content-type')).toBe('image/png');
        expect((await decoded(response)).format).toBe('png');
      }
    });

    it.each([
      [{ width: 400, scaleFactor: 2, aspectRatio: '16:9' }, 800, 450],
      [{ width: 300, scaleFactor: 1.5, aspectRatio: '1:1' }, 480, 480],
      [{ width: 1200, scaleFactor: 3, aspectRatio: '1200:630' }, 2400, 1260],
      [{ width: 700, scaleFactor: 1, aspectRatio: '9:16' }, 640, 1138],
      [{ width: 1000 }, 1024, 683],
    ])('renders %o at %i × %i px', async (query, width, height) => {
      const metadata = await decoded(await call(ids.facade, query, { accept: WEBP }));
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height });
    });

    it('crops to fill with cover and letterboxes with contain', async () => {
      // A 3:2 facade in a square box: contain leaves bands above and below, cover fills the box.
      const alphaAtTopMiddle = async (resize: string) => {
        const response = await call(ids.facade, { width: 480, aspectRatio: '1:1', resize }, { accept: WEBP });
        const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([480, 480]);
        return data[(2 * info.width + 240) * 4 + 3];
      };
      expect(await alphaAtTopMiddle('contain')).toBe(0);
      expect(await alphaAtTopMiddle('cover')).toBe(255);
    });

    it('serves an enhanced variant of its own', async () => {
      const plain = await call(ids.facade, { width: 480, aspectRatio: '4:3' }, { accept: WEBP });
      const enhanced = await call(ids.facade, { width: 480, aspectRatio: '4:3', enhanced: 'true' }, { accept: WEBP });
      expect(enhanced.headers.get('etag')).not.toBe(plain.headers.get('etag'));
      expect(Buffer.from(await enhanced.arrayBuffer()).equals(Buffer.from(await plain.arrayBuffer()))).toBe(false);
    });

    it('renders an uploaded photo from DATA_DIR/uploads', async () => {
      const metadata = await decoded(await call(ids.upload, { width: 640, aspectRatio: '16:9' }, { accept: ANY }));
      expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    });

    it('answers 304 when the browser has the variant, and the ETag changes with the format', async () => {
      const first = await call(ids.facade, { width: 640 }, { accept: WEBP });
      const etag = first.headers.get('etag')!;
      const again = await call(ids.facade, { width: 640 }, { accept: WEBP, 'if-none-match': `W/"x", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const otherFormat = await call(ids.facade, { width: 640 }, { accept: ANY, 'if-none-match': etag });
      expect(otherFormat.status).toBe(200);
      expect(otherFormat.headers.get('etag')).not.toBe(etag);
    });

    it('writes each variant to the disk cache once and serves it from there', async () => {
      const first = await call(ids.interior, { width: 800, aspectRatio: '3:2' }, { accept: WEBP });
      const file = cacheFile(first.headers.get('etag')!, 'webp');
      expect(Buffer.from(await first.arrayBuffer()).equals(readFileSync(file))).toBe(true);
      const marker = Buffer.from('cached bytes, not a fresh render');
      writeFileSync(file, marker);
      const second = await call(ids.interior, { width: 800, aspectRatio: '3:2' }, { accept: WEBP });
      expect(Buffer.from(await second.arrayBuffer()).equals(marker)).toBe(true);
      expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('renders a variant once when it is asked for twice at the same time', async () => {
      // The disk cache is keyed by picture, not row: the other engine's run may have rendered it already.
      rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true });
      const request = { id: ids.floorplan, width: 1024, aspectRatio: '4:3', scaleFactor: 1, resize: 'cover', enhanced: false, accept: WEBP } as const;
      const [a, b] = await Promise.all([renderVariant(request), renderVariant(request)]);
      expect(a!.body).toBe(b!.body);
      const file = cacheFile(a!.etag, 'webp');
      expect(statSync(file).size).toBe(a!.body.length);
    });

    it.each([
      ['an unknown id', () => 999_999],
      ['a non-public image', () => ids.hidden],
    ])('answers 404 in plain text for %s', async (_, id) => {
      const response = await call(id(), {}, { accept: WEBP });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(errorMessage('da-DK', 'notFound'));
    });

    it.each([
      ['aspectRatio', { aspectRatio: '16x9' }],
      ['aspectRatio', { aspectRatio: '10:1' }],
      ['scaleFactor', { scaleFactor: 5 }],
      ['scaleFactor', { scaleFactor: 'two' }],
      ['resize', { resize: 'stretch' }],
      ['width', { width: 10 }],
      ['width', { width: 2401 }],
      ['enhanced', { enhanced: 'maybe' }],
    ])('answers 400 naming %s for %o', async (field, query) => {
      const response = await call(ids.facade, query, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(`The field ${field} is invalid.`);
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-1']) {
        const response = await call(id, {}, { 'accept-language': 'en' });
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('The field id is invalid.');
      }
    });

    it('never serves a file outside the uploads folder', async () => {
      writeFileSync(path.join(dataDir, 'secret.jpg'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer());
      const [id] = await insertImages(ctx.handle.db, [{ kind: 'upload', storageKey: '../secret.jpg', width: 8, height: 8 }]);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await call(id, { width: 160 }, { accept: ANY });
      logged.mockRestore();
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('text/plain');
    });
  },
  { install: true },
);
