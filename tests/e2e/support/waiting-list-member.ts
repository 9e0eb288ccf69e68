import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMAIL } from './auth';
import { waitForHydration } from './test';

const INVITATION_LINK = /https?:\/\/[^\s"<]+\/venteliste-tilmelding\/[A-Za-z0-9_-]{43}/;

/**
 * Puts the demo tenant (signed in on `tenant`) on the waiting list of the landlord's new group: a
 * shareable group takes no sign-ups of its own, so the landlord imports them from its old list and
 * they complete the sign-up from the mail in the outbox.
 */
export async function importDemoMember(request: APIRequestContext, secret: string, group: { id: string; name: string }, tenant: Page) {
  const imported = await request.post(`/api/provider/v1/groups/${group.id}/waiting-list/members`, {
    headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group.id}-import` },
    data: { email: DEMO_EMAIL, name: 'Demo Lejer', seniorityDate: '2015-06-01' },
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
  await tenant.getByRole('button', { name: 'Skriv dig op' }).click();
  await expect(tenant).toHaveURL(/\/ventelister$/, { timeout: 15_000 });
}
