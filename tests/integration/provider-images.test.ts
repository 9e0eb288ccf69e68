import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as imageRoute from '@/app/api/image/find-public/[id]/route';
import * as openApiRoute from '@/app/api/provider/v1/openapi.json/route';
import * as groupRoute from '@/app/api/provider/v1/groups/[groupId]/route';
import * as groupImagesRoute from '@/app/api/provider/v1/groups/[groupId]/images/route';
import * as groupImageRoute from '@/app/api/provider/v1/groups/[groupId]/images/[imageId]/route';
import * as groupStatusRoute from '@/app/api/provider/v1/groups/[groupId]/status/route';
import * as homeRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/route';
import * as homeImagesRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/images/route';
import * as homeImageRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/images/[imageId]/route';
import { UPLOAD_LIMIT } from '@/lib/catalogue/write-image-service';
import { companies } from '@/lib/db/schema/catalogue';
import { images } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import { MAX_UPLOAD_BYTES } from '@/lib/images/upload-limits';
import { createApiKey } from '@/lib/providers/key-service';
import { problemCatalogue } from '@/lib/providers/problems';
import { recordAttempt } from '@/lib/rate-limit/service';
import { describeEachEngine } from './support/databases';
import { STAND_IN_CREDENTIALS, STAND_IN_REGION, startS3StandIn, type S3StandIn } from './support/s3-stand-in';
import { testActorOf } from './support/audit-actors';

const BASE = 'http://localhost:3000/api/provider/v1';
// Past the interval a node keeps its list of hidden pictures (lib/images/hidden.ts).
const AFTER_HIDDEN_REFRESH_MS = 61_000;

const canMountTmpfs = mountsTmpfs();

let dataDir: string;
let standIn: S3StandIn;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-provider-images-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-provider-images-suite-0123456789');
  standIn = await startS3StandIn();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
  await standIn.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Part = { bytes: Buffer; name?: string; type?: string };
type Fields = Record<string, string | Part>;

let counter = 0;
const freshKey = () => `img-${Date.now()}-${++counter}`;
const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name ?? 'upload',
      );
  }
  return form;
}

function request(method: string, url: string, key: string, init: { body?: BodyInit; idempotencyKey?: string; json?: boolean } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', authorization: `Bearer ${key}` };
  if (method !== 'GET') headers['idempotency-key'] = init.idempotencyKey ?? freshKey();
  if (init.json) headers['content-type'] = 'application/json';
  // A FormData body sets its own multipart/form-data content type, with a boundary of its own each time.
  return new Request(`${BASE}${url}`, { method, headers, body: init.body });
}

const api = {
  putGroup: (key: string, groupId: string) =>
    groupRoute.PUT(
      request('PUT', `/groups/${groupId}`, key, {
        json: true,
        body: JSON.stringify({ name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000' }),
      }),
      withParams({ groupId }),
    ),
  getGroup: (key: string, groupId: string) => groupRoute.GET(request('GET', `/groups/${groupId}`, key), withParams({ groupId })),
  putHome: (key: string, groupId: string, homeId: string) =>
    homeRoute.PUT(
      request('PUT', `/groups/${groupId}/homes/${homeId}`, key, {
        json: true,
        body: JSON.stringify({ rooms: 3, sizeM2: 82, monthlyRent: 11950 }),
      }),
      withParams({ groupId, homeId }),
    ),
  status: (key: string, groupId: string, status: string) =>
    groupStatusRoute.PUT(
      request('PUT', `/groups/${groupId}/status`, key, { json: true, body: JSON.stringify({ status }) }),
      withParams({ groupId }),
    ),
  uploadToGroup: (key: string, groupId: string, fields: Fields, idempotencyKey?: string) =>
    groupImagesRoute.POST(
      request('POST', `/groups/${groupId}/images`, key, { body: formOf(fields), idempotencyKey }),
      withParams({ groupId }),
    ),
  uploadToHome: (key: string, groupId: string, homeId: string, fields: Fields) =>
    homeImagesRoute.POST(
      request('POST', `/groups/${groupId}/homes/${homeId}/images`, key, { body: formOf(fields) }),
      withParams({ groupId, homeId }),
    ),
  deleteFromGroup: (key: string, groupId: string, imageId: number) =>
    groupImageRoute.DELETE(
      request('DELETE', `/groups/${groupId}/images/${imageId}`, key),
      withParams({ groupId, imageId: String(imageId) }),
    ),
  deleteFromHome: (key: string, groupId: string, homeId: string, imageId: number) =>
    homeImageRoute.DELETE(
      request('DELETE', `/groups/${groupId}/homes/${homeId}/images/${imageId}`, key),
      withParams({ groupId, homeId, imageId: String(imageId) }),
    ),
};

function variant(id: number) {
  const url = `http://localhost:3000/api/image/find-public/${id}?aspectRatio=4:3&width=320`;
  return imageRoute.GET(new Request(url, { headers: { accept: '*/*' } }), withParams({ id: String(id) }));
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2b6f8a' } })
    .toFormat(format)
    .toBuffer();

// The EXIF tag that points at the GPS block (0x8825, little-endian as sharp writes it).
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A JPEG straight from a phone: EXIF with the camera's owner and where it was taken, turned by its orientation tag. */
const phoneJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Ida Holm' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 9/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 12/1 0/1' },
    })
    .toBuffer();

async function problemOf(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { type: string; status: number; errors?: { path: string }[] };
}

let companyCounter = 0;
async function companyWithGroup(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({ slug: `billeder-${++companyCounter}-${Date.now()}`, name: `Billeder ${companyCounter}` })
    .returning();
  const { secret: key } = await createApiKey(testActorOf(company.id), 'CRM');
  expect((await api.putGroup(key, 'G1')).status).toBe(201);
  expect((await api.putHome(key, 'G1', 'H1')).status).toBe(201);
  return { key, companyId: company.id };
}

type Answer = { id: number; url: string; contentType: string; width: number; height: number; byteSize: number; alt: string; altEn: string };

describeEachEngine(
  'provider API: pictures',
  (ctx) => {
    const db = () => ctx.handle.db;
    const rowOf = async (id: number) => (await db().select().from(images).where(eq(images.id, id)))[0];
    const groupOf = async (key: string) =>
      (await (await api.getGroup(key, 'G1')).json()) as {
        imageIds: number[];
        homes: { imageIds: number[]; floorPlanImageId: number | null }[];
      };

    it('takes a PNG, JPEG and WebP, serves them once the group is shown and never before', async () => {
      const { key } = await companyWithGroup(db());
      const png = await api.uploadToGroup(key, 'G1', {
        file: { bytes: await picture('png'), name: 'front.png', type: 'image/png' },
        alt: 'Facaden',
      });
      expect(png.status).toBe(201);
      const first = (await png.json()) as Answer;
      expect(first).toMatchObject({ contentType: 'image/png', width: 800, height: 600, alt: 'Facaden', altEn: '' });
      expect(first.url).toBe(`/api/image/find-public/${first.id}?aspectRatio=4:3&width=960`);
      // The group is UNPUBLISHED: this request also makes the node's list of hidden pictures.
      expect((await variant(first.id)).status).toBe(404);

      const jpeg = await api.uploadToGroup(key, 'G1', {
        file: { bytes: await picture('jpeg'), name: 'garden.jpg', type: 'image/jpeg' },
        alt: 'Haven',
        altEn: 'The garden',
      });
      const webp = await api.uploadToHome(key, 'G1', 'H1', {
        file: { bytes: await picture('webp', 640, 480), name: 'room.webp' },
        alt: 'Stuen',
      });
      expect([jpeg.status, webp.status]).toEqual([201, 201]);
      const [second, third] = [(await jpeg.json()) as Answer, (await webp.json()) as Answer];
      expect(second).toMatchObject({ contentType: 'image/jpeg', altEn: 'The garden' });
      expect(third).toMatchObject({ contentType: 'image/webp', width: 640, height: 480 });
      // Newer than that list, and in a hidden group: not served for the rest of its minute either.
      expect((await variant(second.id)).status).toBe(404);
      expect((await variant(third.id)).status).toBe(404);

      const group = await groupOf(key);
      expect(group.imageIds).toEqual([first.id, second.id]);
      expect(group.homes[0].imageIds).toEqual([third.id]);
      const row = await rowOf(first.id);
      expect(row).toMatchObject({ kind: 'upload', contentType: 'image/png', width: 800, height: 600, altDa: 'Facaden' });
      const stored = readFileSync(path.join(dataDir, 'uploads', row.storageKey!));
      expect(row.byteSize).toBe(stored.length);
      expect(first.byteSize).toBe(stored.length);

      expect((await api.status(key, 'G1', 'PUBLISHED')).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + AFTER_HIDDEN_REFRESH_MS });
      for (const { id } of [first, second, third]) {
        const response = await variant(id);
        expect(response.status).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
      }
    });

    it('stores a phone photo upright and without its EXIF and GPS', async () => {
      const { key } = await companyWithGroup(db());
      const original = await phoneJpeg();
      const sent = await sharp(original).metadata();
      expect([sent.orientation, sent.exif?.includes(Buffer.from('Ida Holm')), sent.exif?.includes(GPS_POINTER)]).toEqual([6, true, true]);

      const response = await api.uploadToGroup(key, 'G1', {
        file: { bytes: original, name: 'IMG_0001.jpg', type: 'image/jpeg' },
        alt: 'Stuen',
      });
      expect(response.status).toBe(201);
      const answer = (await response.json()) as Answer;
      // Turned by its orientation: 600 wide, 800 high.
      expect([answer.width, answer.height]).toEqual([600, 800]);
      const stored = readFileSync(path.join(dataDir, 'uploads', (await rowOf(answer.id)).storageKey!));
      const metadata = await sharp(stored).metadata();
      expect([metadata.width, metadata.height, metadata.orientation, metadata.exif, metadata.xmp]).toEqual([
        600,
        800,
        undefined,
        undefined,
        undefined,
      ]);
      expect(stored.includes(Buffer.from('Ida Holm'))).toBe(false);
    });

    it('tells the type by the bytes: refuses a GIF (also one named .jpg) and a non-picture, takes a PNG named .jpg as PNG', async () => {
      const { key } = await companyWithGroup(db());
      const gif = await picture('gif');
      const refusals = [
        { bytes: gif, name: 'anim.gif', type: 'image/gif' },
        { bytes: gif, name: 'photo.jpg', type: 'image/jpeg' },
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'logo.png', type: 'image/png' },
        // A JPEG cut off half-way: its signature and header pass, its pixels do not.
        { bytes: (await picture('jpeg')).subarray(0, 400), name: 'cut.jpg', type: 'image/jpeg' },
      ];
      for (const file of refusals) {
        const response = await api.uploadToGroup(key, 'G1', { file, alt: 'Et billede' });
        expect(response.status, file.name).toBe(422);
        expect((await problemOf(response)).type).toBe('/udvikler#problem-unsupported-image-type');
      }
      const renamed = await api.uploadToGroup(key, 'G1', {
        file: { bytes: await picture('png'), name: 'photo.jpg', type: 'image/jpeg' },
        alt: 'Et billede',
      });
      expect(renamed.status).toBe(201);
      expect(((await renamed.json()) as Answer).contentType).toBe('image/png');
      expect((await groupOf(key)).imageIds).toHaveLength(1);
    });

    it('refuses pictures too large in bytes or pixels and too small', async () => {
      const { key } = await companyWithGroup(db());
      const jpeg = await picture('jpeg');
      const overTenMegabytes = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length)]);
      // 8,000 × 5,001 is 40,008,000 pixels; one colour keeps the file small.
      const overFortyMegapixels = await picture('png', 8000, 5001);
      expect(overFortyMegapixels.length).toBeLessThan(MAX_UPLOAD_BYTES);
      const cases: [Buffer, string][] = [
        [overTenMegabytes, 'image-too-large'],
        [overFortyMegapixels, 'image-too-large'],
        [await picture('png', 199, 600), 'image-too-small'],
        [await picture('webp', 600, 150), 'image-too-small'],
      ];
      for (const [bytes, type] of cases) {
        const response = await api.uploadToGroup(key, 'G1', { file: { bytes }, alt: 'Et billede' });
        expect(response.status).toBe(422);
        expect((await problemOf(response)).type).toBe(`/udvikler#problem-${type}`);
      }
      expect((await api.uploadToGroup(key, 'G1', { file: { bytes: await picture('png', 200, 200) }, alt: 'Lige nok' })).status).toBe(201);
      const tooBig = await api.uploadToGroup(key, 'G1', { file: { bytes: Buffer.alloc(12 * 1024 * 1024) }, alt: 'For stor' });
      expect(tooBig.status).toBe(413);
      expect((await groupOf(key)).imageIds).toHaveLength(1);
    });

    it('checks the form: alt text required, one file, multipart only', async () => {
      const { key } = await companyWithGroup(db());
      const bytes = await picture('png');
      const noAlt = await api.uploadToGroup(key, 'G1', { file: { bytes }, alt: '  ' });
      expect(noAlt.status).toBe(422);
      expect((await problemOf(noAlt)).errors?.map((error) => error.path)).toEqual(['body.alt']);
      const noFile = await api.uploadToGroup(key, 'G1', { file: 'not a file', alt: 'Facaden' });
      expect((await problemOf(noFile)).errors?.map((error) => error.path)).toEqual(['body.file']);
      const form = formOf({ file: { bytes }, alt: 'Facaden' });
      form.append('file', new Blob([new Uint8Array(bytes)]), 'second.png');
      const twoFiles = await groupImagesRoute.POST(
        request('POST', '/groups/G1/images', key, { body: form }),
        withParams({ groupId: 'G1' }),
      );
      expect((await problemOf(twoFiles)).errors?.map((error) => error.path)).toEqual(['body.file']);
      const badKind = await api.uploadToHome(key, 'G1', 'H1', { file: { bytes }, alt: 'Plan', kind: 'sketch' });
      expect((await problemOf(badKind)).errors?.map((error) => error.path)).toEqual(['body.kind']);
      const json = await groupImagesRoute.POST(
        request('POST', '/groups/G1/images', key, { json: true, body: JSON.stringify({ alt: 'Facaden' }) }),
        withParams({ groupId: 'G1' }),
      );
      expect(json.status).toBe(415);
      const broken = request('POST', '/groups/G1/images', key, { body: 'not a form' });
      broken.headers.set('content-type', 'multipart/form-data; boundary=x');
      const unreadable = await groupImagesRoute.POST(broken, withParams({ groupId: 'G1' }));
      expect([unreadable.status, (await problemOf(unreadable)).type]).toEqual([400, '/udvikler#problem-invalid-form']);
      expect((await groupOf(key)).imageIds).toEqual([]);
    });

    it('replays an upload sent again with its Idempotency-Key: one picture', async () => {
      const { key } = await companyWithGroup(db());
      const bytes = await picture('png');
      const idempotencyKey = freshKey();
      const first = await api.uploadToGroup(key, 'G1', { file: { bytes, name: 'a.png' }, alt: 'Facaden' }, idempotencyKey);
      // A new form, with a boundary of its own, as a retry by curl or a CRM would send.
      const again = await api.uploadToGroup(key, 'G1', { file: { bytes, name: 'a.png' }, alt: 'Facaden' }, idempotencyKey);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const answer = (await first.json()) as Answer;
      expect(await again.json()).toEqual(answer);
      expect((await groupOf(key)).imageIds).toEqual([answer.id]);

      const otherFile = await api.uploadToGroup(
        key,
        'G1',
        { file: { bytes: await picture('png', 801, 600) }, alt: 'Facaden' },
        idempotencyKey,
      );
      expect((await problemOf(otherFile)).type).toBe('/udvikler#problem-idempotency-key-reused');
      const otherAlt = await api.uploadToGroup(key, 'G1', { file: { bytes, name: 'a.png' }, alt: 'Haven' }, idempotencyKey);
      expect(otherAlt.status).toBe(422);
    });

    it('sets and replaces a floor plan, and deletes pictures with their originals', async () => {
      const { key } = await companyWithGroup(db());
      const upload = async (kind: string) =>
        (await (await api.uploadToHome(key, 'G1', 'H1', { file: { bytes: await picture('png') }, alt: 'Plan', kind })).json()) as Answer;
      const plan = await upload('floorPlan');
      const planKey = (await rowOf(plan.id)).storageKey!;
      expect(existsSync(path.join(dataDir, 'uploads', planKey))).toBe(true);
      const photo = await upload('photo');
      const nextPlan = await upload('floorPlan');
      const home = (await groupOf(key)).homes[0];
      expect([home.floorPlanImageId, home.imageIds]).toEqual([nextPlan.id, [photo.id]]);
      // The former plan is gone, with its original.
      expect(await rowOf(plan.id)).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'uploads', planKey))).toBe(false);

      const groupPicture = (await (
        await api.uploadToGroup(key, 'G1', { file: { bytes: await picture('png') }, alt: 'Facaden' })
      ).json()) as Answer;
      const groupKey = (await rowOf(groupPicture.id)).storageKey!;
      // A picture of the home is no picture of the group, and the other way round.
      expect((await api.deleteFromGroup(key, 'G1', photo.id)).status).toBe(404);
      expect((await api.deleteFromHome(key, 'G1', 'H1', groupPicture.id)).status).toBe(404);

      const deleted = await api.deleteFromGroup(key, 'G1', groupPicture.id);
      expect(deleted.status).toBe(204);
      expect(await deleted.text()).toBe('');
      expect(await rowOf(groupPicture.id)).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'uploads', groupKey))).toBe(false);
      expect((await api.deleteFromGroup(key, 'G1', groupPicture.id)).status).toBe(404);

      expect((await api.deleteFromHome(key, 'G1', 'H1', nextPlan.id)).status).toBe(204);
      expect((await api.deleteFromHome(key, 'G1', 'H1', photo.id)).status).toBe(204);
      const emptied = (await groupOf(key)).homes[0];
      expect([emptied.floorPlanImageId, emptied.imageIds, (await groupOf(key)).imageIds]).toEqual([null, [], []]);
    });

    it('keeps each company to its own pictures', async () => {
      const owner = await companyWithGroup(db());
      const other = await companyWithGroup(db());
      const bytes = await picture('png');
      const mine = (await (await api.uploadToGroup(owner.key, 'G1', { file: { bytes }, alt: 'Facaden' })).json()) as Answer;
      // The other company has a G1 of its own; the owner's group of that id is not reachable with its key.
      expect((await api.deleteFromGroup(other.key, 'G1', mine.id)).status).toBe(404);
      expect((await api.uploadToGroup(other.key, 'G2', { file: { bytes }, alt: 'Facaden' })).status).toBe(404);
      expect((await api.uploadToHome(other.key, 'G1', 'H9', { file: { bytes }, alt: 'Facaden' })).status).toBe(404);
      expect(await rowOf(mine.id)).toBeDefined();
      expect((await groupOf(owner.key)).imageIds).toEqual([mine.id]);
      expect((await groupOf(other.key)).imageIds).toEqual([]);
    });

    it('limits uploads per company, whatever the key', async () => {
      const { key, companyId } = await companyWithGroup(db());
      const { secret: secondKey } = await createApiKey(testActorOf(companyId), 'Second CRM');
      for (let i = 1; i < UPLOAD_LIMIT.max; i++) await recordAttempt(UPLOAD_LIMIT, `company:${companyId}`);
      const fields = async () => ({ file: { bytes: await picture('png') }, alt: 'Facaden' });
      expect((await api.uploadToGroup(key, 'G1', await fields())).status).toBe(201);
      const limited = await api.uploadToGroup(secondKey, 'G1', await fields());
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect((await problemOf(limited)).type).toBe('/udvikler#problem-too-many-requests');
      // Other writes of the company go on.
      expect((await api.status(key, 'G1', 'PUBLISHED')).status).toBe(200);
    });

    it('documents the uploads as multipart/form-data with a binary file in the OpenAPI document', async () => {
      const document = await openApiRoute.GET().json();
      const upload = document.paths['/groups/{groupId}/homes/{homeId}/images'].post;
      const form = upload.requestBody.content['multipart/form-data'];
      expect(form.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.schema.properties.kind.enum).toEqual(['photo', 'floorPlan']);
      expect(form.schema.required).toEqual(['file', 'alt']);
      expect(Object.keys(upload.responses)).toContain('201');
      expect(Object.keys(upload.responses)).not.toContain('200');
      const remove = document.paths['/groups/{groupId}/images/{imageId}'].delete;
      expect(remove.responses['204']).toMatchObject({ description: 'No Content' });
      expect(remove.responses['204'].content).toBeUndefined();
      expect(remove.parameters.map((p: { name: string }) => p.name)).toEqual(['groupId', 'imageId', 'Idempotency-Key']);
      // The reference page lists each problem type.
      for (const slug of ['unsupported-image-type', 'image-too-large', 'image-too-small'])
        expect(problemCatalogue.map((problem) => problem.slug)).toContain(slug);
    });

    it('stores originals in the S3 bucket when S3_* is set, and serves them from there', async () => {
      vi.stubEnv('S3_BUCKET', standIn.bucket);
      vi.stubEnv('S3_ENDPOINT', standIn.endpoint);
      vi.stubEnv('S3_REGION', STAND_IN_REGION);
      vi.stubEnv('S3_ACCESS_KEY_ID', STAND_IN_CREDENTIALS.accessKeyId);
      vi.stubEnv('S3_SECRET_ACCESS_KEY', STAND_IN_CREDENTIALS.secretAccessKey);
      try {
        const { key } = await companyWithGroup(db());
        const response = await api.uploadToGroup(key, 'G1', { file: { bytes: await phoneJpeg() }, alt: 'Stuen' });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as Answer;
        const { storageKey } = await rowOf(id);
        const stored = standIn.objects.get(storageKey!);
        expect(stored?.contentType).toBe('image/jpeg');
        expect((await sharp(stored!.body).metadata()).exif).toBeUndefined();
        expect(existsSync(path.join(dataDir, 'uploads', storageKey!))).toBe(false);

        expect((await api.status(key, 'G1', 'PUBLISHED')).status).toBe(200);
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + AFTER_HIDDEN_REFRESH_MS });
        const served = await variant(id);
        expect(served.status).toBe(200);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

        expect((await api.deleteFromGroup(key, 'G1', id)).status).toBe(204);
        expect(standIn.objects.has(storageKey!)).toBe(false);
      } finally {
        for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
          vi.stubEnv(name, undefined);
      }
    });

    it('answers an upload while the bucket refuses connections as the storage outage, not the database one, and keeps nothing', async () => {
      vi.stubEnv('S3_BUCKET', standIn.bucket);
      vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:9'); // nothing listens: the connection is refused
      vi.stubEnv('S3_REGION', STAND_IN_REGION);
      vi.stubEnv('S3_ACCESS_KEY_ID', STAND_IN_CREDENTIALS.accessKeyId);
      vi.stubEnv('S3_SECRET_ACCESS_KEY', STAND_IN_CREDENTIALS.secretAccessKey);
      try {
        const { key } = await companyWithGroup(db());
        const response = await api.uploadToGroup(key, 'G1', { file: { bytes: await picture('png') }, alt: 'Stuen' });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await problemOf(response)).toMatchObject({ type: '/udvikler#problem-storage-unavailable', status: 503 });
        expect((await groupOf(key)).imageIds).toEqual([]);
      } finally {
        for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
          vi.stubEnv(name, undefined);
      }
    });

    it.skipIf(!canMountTmpfs)('answers an upload to a full uploads disk as the store being full (507), and keeps nothing', async () => {
      const uploads = path.join(dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      const before = readdirSync(uploads);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploads]);
      try {
        // What a full disk is: the last bytes taken by something else.
        try {
          writeFileSync(path.join(uploads, 'filler'), Buffer.alloc(128 * 1024));
        } catch (error) {
          expect(error).toMatchObject({ code: 'ENOSPC' });
        }
        const { key } = await companyWithGroup(db());
        const response = await api.uploadToGroup(key, 'G1', { file: { bytes: await phoneJpeg() }, alt: 'Stuen' });
        expect(response.status).toBe(507);
        expect(response.headers.get('retry-after')).toBe('60');
        expect(await problemOf(response)).toMatchObject({ type: '/udvikler#problem-storage-full', status: 507 });
        expect((await groupOf(key)).imageIds).toEqual([]);
        // No half-written file is left behind on the full disk.
        expect(readdirSync(uploads, { recursive: true }).filter((name) => String(name).endsWith('.tmp'))).toEqual([]);
      } finally {
        execFileSync('umount', [uploads]);
      }
      expect(readdirSync(uploads)).toEqual(before);
    });
  },
  { install: true },
);

/** A full disk is made for real, as a tiny tmpfs; that needs root (CI and this machine are), else the test says why it skipped. */
function mountsTmpfs(): boolean {
  const where = mkdtempSync(path.join(os.tmpdir(), 'hjemly-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', where], { stdio: 'ignore' });
    execFileSync('umount', [where]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(where, { recursive: true, force: true });
  }
}
