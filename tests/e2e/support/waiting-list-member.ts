import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMAIL } from './auth';
import { waitForHydration } from './test';

const INVITATION_LINK = /https?:\/\/[^\s"<]+\/venteliste-tilmelding\/[A-Za-z0-9_-]{43}/;

/**
 * Puts the demo tenant (signed in on `tenant`) on the waiting list of the landlord's new group: a
 * shareable group takes no sign-ups of its own, so the landlord imports them from its old list and
 * they complete the sign-up from the mail in the outbox. On a list with a fee the tenant lands on
 * the checkout instead, unless `feePaidUntil` says the fee was paid outside Hjemly.
 */
export async function importDemoMember(
  request: APIRequestContext,
  secret: string,
  group: { id: string; name: string },
  tenant: Page,
  { feePaidUntil, landing = /\/ventelister$/ }: { feePaidUntil?: string; landing?: RegExp } = {},
) {
  const imported = await request.post(`/api/provider/v1/groups/${group.id}/waiting-list/members`, {
    headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group.id}-import` },
    data: { email: DEMO_EMAIL, name: 'Demo Lejer', seniorityDate: '2015-06-01', ...(feePaidUntil ? { feePaidUntil } : {}) },
  });
  expect(imported.status()).toBe(201);
  await tenant.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`);
  const invitation = tenant.locator('article').filter({ hasText: group.name }).first();
  const invitationLink = (await invitation.textContent())!.match(INVITATION_LINK)![0];
  await tenant.goto(new URL(invitationLink).pathname);
  // A page of a plain context, not the tests' own, does not wait for hydration by itself.
  await waitForHydration(tenant);
  await tenant.getByLabel('Tilknytning til udlejer').selectOption('Ingen tilknytning');
  await tenant.getByLabel('CPR-nummer').fill('150715-4003');
  // "Skriv dig op", or "Betal … og skriv dig op" with a fee to pay.
  await tenant.getByRole('button', { name: 'Skriv dig op' }).click();
  await expect(tenant).toHaveURL(landing, { timeout: 15_000 });
}
