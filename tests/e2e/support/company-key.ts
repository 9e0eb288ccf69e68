import type { Page } from '@playwright/test';
import { E2E_ORIGIN } from './consent';
import { expect } from './test';

/** A provider API key of the signed-in landlord's company, made as the console makes one; its secret. */
export async function companyApiKey(page: Page, name: string): Promise<string> {
  const made = await page.request.post('/api/company/api-keys', { headers: { origin: E2E_ORIGIN }, data: { name } });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { secret: string }).secret;
}
