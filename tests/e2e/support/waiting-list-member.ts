import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMAIL } from './auth';
import { waitForHydration } from './test';

const INVITATION_LINK = /https?:\/\/[^\s"<]+\/venteliste-tilmelding\/[A-Za-z0-9_-]{43}/;

type Member = { email: string; name: string; cpr: string; seniorityDate: string };
const DEMO_MEMBER: Member = { email: DEMO_EMAIL, name: 'Demo Lejer', cpr: '150715-4003', seniorityDate: '2015-06-01' };

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
  options: { feePaidUntil?: string; landing?: RegExp } = {},
) {
  await importMember(request, secret, group, tenant, DEMO_MEMBER, options);
}

/** The same for another person, signed in on `page` with the account of `member.email`. */
export async function importMember(
  request: APIRequestContext,
  secret: string,
  group: { id: string; name: string },
  page: Page,
  member: Member,
  { feePaidUntil, landing = /\/ventelister$/ }: { feePaidUntil?: string; landing?: RegExp } = {},
) {
  const imported = await request.post(`/api/provider/v1/groups/${group.id}/waiting-list/members`, {
    headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group.id}-import-${member.email}` },
    data: { email: member.email, name: member.name, seniorityDate: member.seniorityDate, ...(feePaidUntil ? { feePaidUntil } : {}) },
  });
  expect(imported.status()).toBe(201);
  await page.goto(`/dev/outbox?to=${encodeURIComponent(member.email)}`);
  const invitation = page.locator('article').filter({ hasText: group.name }).first();
  const invitationLink = (await invitation.textContent())!.match(INVITATION_LINK)![0];
  await page.goto(new URL(invitationLink).pathname);
  // A page of a plain context, not the tests' own, does not wait for hydration by itself.
  await waitForHydration(page);
  await page.getByLabel('Tilknytning til udlejer').selectOption('Ingen tilknytning');
  await page.getByLabel('CPR-nummer').fill(member.cpr);
  // "Skriv dig op", or "Betal … og skriv dig op" with a fee to pay.
  await page.getByRole('button', { name: 'Skriv dig op' }).click();
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}
