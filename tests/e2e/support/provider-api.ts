import type { APIRequestContext, Page } from '@playwright/test';
import { signInAt } from './auth';

const LANDLORD = 'udlejer@hjemly.dk';

/**
 * The demo landlord makes a new API key in the console (signed in on `landlord`) and the provider API
 * is called with it: each write with an idempotency key of its own, and `at` for a call the server's
 * test clock judges at another time.
 */
export async function providerApi(landlord: Page, request: APIRequestContext, keyName: string) {
  await signInAt(landlord, '/konto/virksomhed/api-noegler', LANDLORD);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`${keyName} ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();
  const headers = (key: string) => ({ authorization: `Bearer ${secret}`, 'idempotency-key': `${key}-${Date.now()}-${Math.random()}` });
  const url = (path: string) => `/api/provider/v1${path}`;
  return {
    secret,
    put: (path: string, data: unknown) => request.put(url(path), { headers: headers(path), data }),
    post: (path: string, data?: unknown, at?: Date) =>
      request.post(url(path), { headers: { ...headers(path), ...(at && { 'x-test-now': at.toISOString() }) }, data }),
    get: (path: string) => request.get(url(path), { headers: { authorization: `Bearer ${secret}` } }),
    upload: (path: string, name: string, buffer: Buffer, mimeType = 'application/pdf') =>
      request.post(url(path), { headers: headers(path), multipart: { file: { name, mimeType, buffer } } }),
  };
}

export type ProviderApi = Awaited<ReturnType<typeof providerApi>>;
