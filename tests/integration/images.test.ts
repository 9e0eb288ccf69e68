import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/image/find-public/[id]/route';
import { setGroupPublicationStatus } from '@/lib/catalogue/publication-repository';
import { companies, PublicationStatus } from '@/lib/db/schema/catalogue';
import { errorMessage } from '@/lib/http/errors';
import { pruneImageCache } from '@/lib/images/cache';
import { findPublicImage, insertImages } from '@/lib/images/repository';
import { RENDER_LIMIT, renderVariant } from '@/lib/images/service';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import { createGroup, createHome } from './support/catalogue-fixtures';
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
  vi.useRealTimers();
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

const FACADE_16_9 = { aspectRatio: '16:9', width: 400 };

// Every test asks for a size or option of its own, so no test is served another test's cache file.
// The cache is keyed by picture, not row: the second engine's run is served the first one's files.
describeEachEngine(
  'GET /api/image/find-public/{id}',
  (ctx) => {
    type Named = 'facade' | 'interior' | 'floorplan' | 'logo' | 'hidden' | 'upload';
    type OfGroups = 'unpublishedGroup' | 'unpublishedHome' | 'unpublishedPlan' | 'shareableGroup' | 'publishedGroup' | 'logoOfHidden';
    let ids: Record<Named | OfGroups, number>;
    let publishedGroupId: number;

    beforeAll(async () => {
      const db = ctx.handle.db;
      mkdirSync(path.join(dataDir, 'uploads', 'homes'), { recursive: true });
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a2b' } })
        .jpeg()
        .toFile(path.join(dataDir, 'uploads', 'homes', 'photo.jpg'));
      const [facade, interior, floorplan, logo, hidden, upload] = await insertImages(db, [
        { kind: 'facade', seed: 11, altDa: 'Facade', altEn: 'Facade' },
        { kind: 'interior', seed: 12 },
        { kind: 'floorplan', seed: 13 },
        { kind: 'logo', seed: 14 },
        { kind: 'facade', seed: 15, isPublic: false },
        { kind: 'upload', storageKey: 'homes/photo.jpg', width: 1600, height: 1200 },
      ]);
      const ofGroups = await insertImages(db, [
        { kind: 'facade', seed: 21 },
        { kind: 'interior', seed: 22 },
        { kind: 'floorplan', seed: 23 },
        { kind: 'facade', seed: 24 },
        { kind: 'facade', seed: 25 },
        { kind: 'logo', seed: 26 },
      ]);
      const [unpublishedGroup, unpublishedHome, unpublishedPlan, shareableGroup, publishedGroup, logoOfHidden] = ofGroups;
      const hiddenGroup = await createGroup(db, { publicationStatus: PublicationStatus.UNPUBLISHED, imageIds: [unpublishedGroup] });
      await createHome(db, hiddenGroup.id, { imageIds: [unpublishedHome], floorPlanImageId: unpublishedPlan });
      // A landlord's logo stays on its page whatever the state of its groups.
      await db.update(companies).set({ logoImageId: logoOfHidden }).where(eq(companies.id, hiddenGroup.companyId));
      await createGroup(db, { publicationStatus: PublicationStatus.SHAREABLE, imageIds: [shareableGroup] });
      publishedGroupId = (await createGroup(db, { publicationStatus: PublicationStatus.PUBLISHED, imageIds: [publishedGroup] })).id;
      const named = { facade, interior, floorplan, logo, hidden, upload };
      ids = { ...named, unpublishedGroup, unpublishedHome, unpublishedPlan, shareableGroup, publishedGroup, logoOfHidden };
    });

    it('stores generated pictures at their canvas size and returns ids in the order given', async () => {
      expect(ids.interior).toBe(ids.facade + 1);
      expect(await findPublicImage(ctx.handle.db, ids.facade)).toMatchObject({
        kind: 'facade',
        seed: 11,
        width: 1200,
        height: 800,
        altDa: 'Facade',
      });
      expect(await findPublicImage(ctx.handle.db, ids.logo)).toMatchObject({ width: 400, height: 400 });
      expect(await findPublicImage(ctx.handle.db, ids.hidden)).toBeNull();
    });

    it.each([
      [AVIF_WEBP, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      [ANY, 'image/jpeg', 'jpeg'],
    ])('answers Accept %s with %s', async (accept, contentType, format) => {
      const response = await call(ids.interior, { width: 320, aspectRatio: '4:3' }, { accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await decoded(response)).format).toBe(format);
    });

    it('sends plans and logos as PNG to a browser without AVIF or WebP', async () => {
      for (const id of [ids.floorplan, ids.logo]) {
        const response = await call(id, { width: 320, aspectRatio: '4:3' }, { accept: ANY });
        expect(response.headers.get('content-type')).toBe('image/png');
        expect((await decoded(response)).format).toBe('png');
      }
    });

    it.each([
      [{ width: 400, scaleFactor: 2, aspectRatio: '16:9' }, 800, 450],
      [{ width: 96, scaleFactor: 1.5, aspectRatio: '4:3' }, 160, 120],
      [{ width: 1200, scaleFactor: 2, aspectRatio: '4:3' }, 2400, 1800],
      [{ width: 160, scaleFactor: 3, aspectRatio: '1:1' }, 480, 480],
      [{ width: 960, aspectRatio: '4:3' }, 1024, 768],
    ])('renders %o at %i × %i px', async (query, width, height) => {
      const metadata = await decoded(await call(ids.facade, query, { accept: WEBP }));
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height });
    });

    it('crops to fill with cover and letterboxes with contain', async () => {
      // A 3:2 facade in a square box: contain leaves bands above and below, cover fills the box.
      const alphaAtTopMiddle = async (resize: string) => {
        const response = await call(ids.facade, { width: 160, scaleFactor: 3, aspectRatio: '1:1', resize }, { accept: WEBP });
        const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([480, 480]);
        return data[(2 * info.width + 240) * 4 + 3];
      };
      expect(await alphaAtTopMiddle('contain')).toBe(0);
      expect(await alphaAtTopMiddle('cover')).toBe(255);
    });

    it('serves an enhanced variant of its own', async () => {
      const plain = await call(ids.facade, { width: 320, scaleFactor: 1.5, aspectRatio: '4:3' }, { accept: WEBP });
      const enhanced = await call(ids.facade, { width: 320, scaleFactor: 1.5, aspectRatio: '4:3', enhanced: 'true' }, { accept: WEBP });
      expect(enhanced.headers.get('etag')).not.toBe(plain.headers.get('etag'));
      expect(Buffer.from(await enhanced.arrayBuffer()).equals(Buffer.from(await plain.arrayBuffer()))).toBe(false);
    });

    it('renders an uploaded photo from DATA_DIR/uploads', async () => {
      const metadata = await decoded(await call(ids.upload, { width: 320, scaleFactor: 2, aspectRatio: '4:3' }, { accept: ANY }));
      expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    });

    it('answers 304 when the browser has the variant, and the ETag changes with the format', async () => {
      const query = { width: 400, scaleFactor: 1.5, aspectRatio: '16:9' };
      const first = await call(ids.facade, query, { accept: WEBP });
      const etag = first.headers.get('etag')!;
      const again = await call(ids.facade, query, { accept: WEBP, 'if-none-match': `W/"x", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const otherFormat = await call(ids.facade, query, { accept: ANY, 'if-none-match': etag });
      expect(otherFormat.status).toBe(200);
      expect(otherFormat.headers.get('etag')).not.toBe(etag);
    });

    it('writes each variant to the disk cache once and serves it from there', async () => {
      const query = { width: 960, scaleFactor: 1.5, aspectRatio: '4:3' };
      const first = await call(ids.interior, query, { accept: WEBP });
      const file = cacheFile(first.headers.get('etag')!, 'webp');
      expect(Buffer.from(await first.arrayBuffer()).equals(readFileSync(file))).toBe(true);
      const marker = Buffer.from('cached bytes, not a fresh render');
      writeFileSync(file, marker);
      const second = await call(ids.interior, query, { accept: WEBP });
      expect(Buffer.from(await second.arrayBuffer()).equals(marker)).toBe(true);
      expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('marks a cached variant as just used when it is served', async () => {
      const query = { width: 64, aspectRatio: '1:1', resize: 'contain' };
      const file = cacheFile((await call(ids.logo, query, { accept: WEBP })).headers.get('etag')!, 'webp');
      const dayAgo = new Date(Date.now() - 86_400_000);
      utimesSync(file, dayAgo, dayAgo);
      expect((await call(ids.logo, query, { accept: WEBP })).status).toBe(200);
      expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(60_000);
    });

    it('renders a variant once when it is asked for twice at the same time', async () => {
      rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true });
      const request = {
        id: ids.floorplan,
        width: 960,
        aspectRatio: '4:3',
        scaleFactor: 1,
        resize: 'cover',
        enhanced: false,
        accept: WEBP,
        clientAddress: '198.51.100.1',
      } as const;
      const [a, b] = await Promise.all([renderVariant(request), renderVariant(request)]);
      expect(a!.body).toBe(b!.body);
      const file = cacheFile(a!.etag, 'webp');
      expect(statSync(file).size).toBe(a!.body.length);
    });

    it.each([
      ['an unknown id', () => 999_999],
      ['a non-public image', () => ids.hidden],
      ['a picture of an unpublished group', () => ids.unpublishedGroup],
      ['a photo of a home of an unpublished group', () => ids.unpublishedHome],
      ['the floor plan of a home of an unpublished group', () => ids.unpublishedPlan],
      ['an id past int4', () => '2147483648'],
      ['a much larger id', () => '9'.repeat(40)],
      ['a segment that is no number', () => 'abc'],
      ['a zero id', () => '0'],
      ['a malformed escape', () => '%ff'],
      ['an escaped percent sign', () => '%25'],
    ])('answers 404 in plain text for %s', async (_, id) => {
      const response = await call(id(), FACADE_16_9, { accept: WEBP });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(errorMessage('da-DK', 'notFound'));
    });

    it('serves the pictures of published and shareable groups, and a logo whatever its groups', async () => {
      for (const id of [ids.publishedGroup, ids.shareableGroup, ids.logoOfHidden]) {
        expect((await call(id, FACADE_16_9, { accept: WEBP })).status, `image ${id}`).toBe(200);
      }
    });

    it('hides the pictures of a group unpublished within a minute', async () => {
      await setGroupPublicationStatus(ctx.handle.db, publishedGroupId, PublicationStatus.UNPUBLISHED);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 61_000);
        expect((await call(ids.publishedGroup, FACADE_16_9, { accept: WEBP })).status).toBe(404);
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      ['aspectRatio', { width: 400 }],
      ['aspectRatio', { aspectRatio: '16x9', width: 400 }],
      ['aspectRatio', { aspectRatio: '3:2', width: 400 }],
      ['aspectRatio', { aspectRatio: '16:9\0', width: 400 }],
      ['width', { aspectRatio: '16:9' }],
      ['width', { aspectRatio: '16:9', width: 800 }],
      ['width', { aspectRatio: '1:1', width: 400 }],
      ['width', { aspectRatio: '4:3', width: 10 }],
      ['scaleFactor', { ...FACADE_16_9, scaleFactor: 5 }],
      ['scaleFactor', { ...FACADE_16_9, scaleFactor: 'two' }],
      ['resize', { ...FACADE_16_9, resize: 'stretch' }],
      ['enhanced', { ...FACADE_16_9, enhanced: 'maybe' }],
      ['enhanced', { ...FACADE_16_9, enhanced: 'true\0' }],
    ])('answers 400 naming %s for %o', async (field, query) => {
      const response = await call(ids.facade, query, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(`The field ${field} is invalid.`);
    });

    it('limits renders per client address, but not cache hits', async () => {
      const address = { 'x-forwarded-for': '203.0.113.9', accept: WEBP };
      // A picture of its own (a new seed), so that no file of the other engine's run is a hit here.
      const [fresh] = await insertImages(ctx.handle.db, [{ kind: 'interior', seed: 30_000 + Math.floor(Math.random() * 1e6) }]);
      const cached = { aspectRatio: '4:3', width: 96 };
      expect((await call(fresh, cached, { accept: WEBP, 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
      for (let used = 1; used < RENDER_LIMIT.max; used++) await enforceRateLimit(RENDER_LIMIT, '203.0.113.9');
      for (let hit = 0; hit < 3; hit++) expect((await call(fresh, cached, address)).status).toBe(200);
      expect((await call(fresh, { aspectRatio: '4:3', width: 320 }, address)).status).toBe(200);
      const refused = await call(fresh, { aspectRatio: '4:3', width: 400 }, { ...address, 'accept-language': 'en' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toContain('text/plain');
      expect((await call(fresh, cached, address)).status).toBe(200);
      expect((await call(fresh, { aspectRatio: '4:3', width: 400 }, { accept: WEBP, 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);
    });

    it('never serves a file outside the uploads folder', async () => {
      writeFileSync(
        path.join(dataDir, 'secret.jpg'),
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
      );
      const [id] = await insertImages(ctx.handle.db, [{ kind: 'upload', storageKey: '../secret.jpg', width: 8, height: 8 }]);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await call(id, { width: 160, aspectRatio: '1:1' }, { accept: ANY });
      logged.mockRestore();
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('text/plain');
    });
  },
  { install: true },
);

describeEachEngine(
  'The image cache under IMAGE_CACHE_MAX_MB',
  (ctx) => {
    let id: number;
    beforeAll(async () => {
      [id] = await insertImages(ctx.handle.db, [{ kind: 'facade', seed: 40_000 + Math.floor(Math.random() * 1e6) }]);
    });

    async function cached(query: Record<string, string | number>) {
      const response = await call(id, query, { accept: WEBP });
      expect(response.status).toBe(200);
      return cacheFile(response.headers.get('etag')!, 'webp');
    }

    function age(file: string, hours: number) {
      const then = new Date(Date.now() - hours * 3_600_000);
      utimesSync(file, then, then);
    }

    it('prunes to below its cap, least recently used first', async () => {
      rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true });
      const [a, b, c, d] = await Promise.all([
        cached({ aspectRatio: '4:3', width: 320 }),
        cached({ aspectRatio: '4:3', width: 400 }),
        cached({ aspectRatio: '4:3', width: 320, scaleFactor: 2 }),
        cached({ aspectRatio: '4:3', width: 400, scaleFactor: 2 }),
      ]);
      [a, b, c, d].forEach((file, i) => age(file, 4 - i));
      await cached({ aspectRatio: '4:3', width: 320 }); // a, the oldest, is served again
      const size = (file: string) => statSync(file).size;
      const cap = Math.ceil((size(a) + size(d)) / 0.9);
      const result = await pruneImageCache(cap);
      expect(readdirSync(path.dirname(a)).sort()).toEqual([a, d].map((file) => path.basename(file)).sort());
      expect(result).toEqual({ bytes: size(a) + size(d), removed: 2 });
    });

    it('prunes in the background once a render takes the folder past its cap', async () => {
      const file = await cached({ aspectRatio: '4:3', width: 960 });
      expect(statSync(file).size).toBeGreaterThan(0);
      vi.stubEnv('IMAGE_CACHE_MAX_MB', '0.001');
      try {
        await cached({ aspectRatio: '4:3', width: 960, scaleFactor: 2 });
        await vi.waitFor(() => expect(readdirSync(path.dirname(file))).toEqual([]));
      } finally {
        vi.stubEnv('IMAGE_CACHE_MAX_MB', undefined);
      }
    });
  },
  { install: true },
);
