import { expect, test } from './support/test';
import sharp from 'sharp';
import { signInAt } from './support/auth';

const LANDLORD = 'udlejer@hjemly.dk';

/*
 * The production server end to end (scripts/http-server.ts in front of Next.js): a CRM uploads a
 * photo as multipart/form-data, which the server passes to the route handler rather than refusing it
 * as a server-action form, and the home's page shows it once the group is published.
 */
test('a photo uploaded through the provider API appears on the home’s page once published', async ({ browser, request }) => {
  test.slow();
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto/virksomhed/api-noegler', LANDLORD);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`E2E billeder ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();

  const group = `IMG-${Date.now()}`;
  const headers = (path: string) => ({ authorization: `Bearer ${secret}`, 'idempotency-key': `${group}${path}` });
  const put = (path: string, data: unknown) => request.put(`/api/provider/v1${path}`, { headers: headers(path), data });
  expect((await put(`/groups/${group}`, { name: `Billedhusene ${group}`, street: 'Kajgade 6', postcode: '8000' })).status()).toBe(201);
  const home = await put(`/groups/${group}/homes/1`, { rooms: 2, sizeM2: 64, monthlyRent: 9800 });
  const slug = (await home.json()).homes[0].slug as string;

  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    request.post(`/api/provider/v1/groups/${group}/homes/1/images`, {
      headers: headers(`/images/${name}`),
      multipart: { file: { name, mimeType, buffer }, alt: 'Stuen med altan mod vest', altEn: 'The living room' },
    });
  const canvas = { width: 1200, height: 900, channels: 3 as const, background: '#c47a3a' };
  const refused = await upload('anim.jpg', 'image/jpeg', await sharp({ create: canvas }).gif().toBuffer());
  expect(refused.status()).toBe(422);
  expect((await refused.json()).type).toBe('/udvikler#problem-unsupported-image-type');
  const uploaded = await upload('stue.jpg', 'image/jpeg', await sharp({ create: canvas }).jpeg().toBuffer());
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };

  // (Not asked for while hidden: a node keeps its list of hidden pictures for a minute; the integration tests cover that.)
  // Shareable, not published: reached by its link, and out of the lists and counts other tests check
  // for this company (it is the white-label host's).
  expect((await put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  const visitor = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await visitor.goto(`/bolig/${slug}`);
  const photo = visitor.getByTestId('gallery').getByRole('img', { name: 'Stuen med altan mod vest' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', new RegExp(`/api/image/find-public/${id}\\?`));
  // Decoded by the browser: the route rendered the stored original.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
