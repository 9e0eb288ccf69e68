import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as listRoute from '@/app/api/applications/route';
import * as itemRoute from '@/app/api/applications/[id]/route';
import * as prefillRoute from '@/app/api/applications/prefill/route';
import * as withdrawRoute from '@/app/api/applications/[id]/withdraw/route';
import { users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { companies, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { applicantProfiles } from '@/lib/db/schema/profiles';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { anonymiseInactiveOf, hasActiveApplication } from '@/lib/applications/repository';
import { APPLY_RATE_LIMIT } from '@/lib/applications/service';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine, itRacing } from './support/databases';
import { apiRequest, type ApiCall } from './support/api-requests';
import { signedInUser } from './support/sessions';

const request = (path: string, method: 'GET' | 'POST' | 'DELETE', call?: ApiCall) => apiRequest(method, `applications${path}`, call);

const withId = (id: string) => ({ params: Promise.resolve({ id }) });

const api = {
  list: (status: string, call?: ApiCall) => listRoute.GET(request(`?status=${status}`, 'GET', call)),
  apply: (call: ApiCall) => listRoute.POST(request('', 'POST', call)),
  prefill: (property: string, call?: ApiCall) => prefillRoute.GET(request(`/prefill?property=${property}`, 'GET', call)),
  get: (id: string, call?: ApiCall) => itemRoute.GET(request(`/${id}`, 'GET', call), withId(id)),
  remove: (id: string, call?: ApiCall) => itemRoute.DELETE(request(`/${id}`, 'DELETE', call), withId(id)),
  withdraw: (id: string, call?: ApiCall) => withdrawRoute.POST(request(`/${id}/withdraw`, 'POST', call), withId(id)),
};

const FORM = { name: 'Ida Holm', email: 'ida@example.dk', phone: '+45 20 30 40 50', message: 'Vi er to voksne og en kat.' };

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-applications-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

async function openHome(db: Db, overrides: Parameters<typeof createHome>[2] = {}) {
  const group = await createGroup(db);
  return createHome(db, group.id, overrides);
}

async function externalHome(db: Db) {
  const group = await createGroup(db);
  await db
    .update(companies)
    .set({ handlesApplicationsExternally: true, email: 'udlejning@firma.example' })
    .where(eq(companies.id, group.companyId));
  return createHome(db, group.id);
}

async function mailsTo(db: Db, to: string) {
  return db
    .select({ template: emailMessages.template, locale: emailMessages.locale, text: emailMessages.text })
    .from(emailMessages)
    .where(eq(emailMessages.to, to));
}

describeEachEngine(
  'applications API',
  (ctx) => {
    const db = () => ctx.handle.db;

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('answers 401 without a session and 403 to a request from another site', async () => {
      const home = await openHome(db());
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await api.list('active')).status).toBe(401);
      expect((await api.apply({ body: { ...FORM, property: home.slug } })).status).toBe(401);
      expect((await api.prefill(home.slug)).status).toBe(401);
      expect((await api.get(id)).status).toBe(401);
      expect((await api.withdraw(id)).status).toBe(401);
      expect((await api.remove(id)).status).toBe(401);

      const { cookie } = await signedInUser(db());
      const forged = { cookie, origin: 'https://evil.example' };
      const refused = await api.apply({ ...forged, body: { ...FORM, property: home.slug } });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe('The request came from another website and was refused.');
      expect((await api.withdraw(id, forged)).status).toBe(403);
      expect((await api.remove(id, forged)).status).toBe(403);
      expect(await db().select().from(applications).where(eq(applications.propertyId, home.id))).toHaveLength(0);
    });

    it('applies, sends a receipt to the account’s verified address, and shows the application with its timeline', async () => {
      const home = await openHome(db(), { street: 'Skovvej 3', floorDoor: '2. tv' });
      const { cookie, id: userId, email } = await signedInUser(db());
      const typed = `contact-${userId}@example.dk`;
      const created = await api.apply({ cookie, locale: 'da', body: { ...FORM, email: typed, property: home.slug } });
      expect(created.status).toBe(201);
      const result = await created.json();
      expect(result).toMatchObject({ external: false, email });
      // The address typed in the form is the landlord's contact; it gets no mail from us.
      expect(await mailsTo(db(), typed)).toEqual([]);

      const mails = (await mailsTo(db(), email)).filter((m) => m.template !== 'verifyEmail');
      expect(mails).toEqual([expect.objectContaining({ template: 'applicationReceipt', locale: 'da-DK' })]);
      expect(mails[0].text).toContain(`/anmodning/${result.id}`);

      const list = await (await api.list('active', { cookie })).json();
      expect(list.counts).toEqual({ active: 1, inactive: 0 });
      expect(list.items).toEqual([
        expect.objectContaining({
          id: result.id,
          status: 'sent',
          active: true,
          property: expect.objectContaining({ slug: home.slug, address: 'Skovvej 3, 2. tv' }),
        }),
      ]);
      expect((await (await api.list('inactive', { cookie })).json()).items).toEqual([]);

      const detail = await (await api.get(result.id, { cookie })).json();
      expect(detail).toMatchObject({ ...FORM, email: typed, status: 'sent', events: [{ status: 'sent' }] });
    });

    it('refuses a second active application to the same home with 409', async () => {
      const home = await openHome(db());
      const { cookie } = await signedInUser(db());
      const body = { ...FORM, property: home.slug };
      expect((await api.apply({ cookie, body })).status).toBe(201);
      const again = await api.apply({ cookie, body });
      expect([again.status, await again.text()]).toEqual([409, 'You already have an active application for this home.']);
      expect(await db().select().from(applications).where(eq(applications.propertyId, home.id))).toHaveLength(1);
    });

    itRacing(ctx.engine)('creates one application when the same person applies twice at once; the other gets 409', async () => {
      const home = await openHome(db());
      const { cookie } = await signedInUser(db());
      const body = { ...FORM, property: home.slug };
      const responses = await Promise.all([api.apply({ cookie, body }), api.apply({ cookie, body })]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const conflict = responses.find((r) => r.status === 409)!;
      expect(await conflict.text()).toBe('You already have an active application for this home.');
      expect(await db().select().from(applications).where(eq(applications.propertyId, home.id))).toHaveLength(1);
    });

    it('limits how often one person applies: each application mails a receipt', async () => {
      const home = await openHome(db());
      const { cookie, email: target } = await signedInUser(db());
      const body = { ...FORM, email: target, property: home.slug };
      for (let i = 0; i < APPLY_RATE_LIMIT.max; i++) {
        const { id } = await (await api.apply({ cookie, body })).json();
        expect((await api.withdraw(id, { cookie })).status).toBe(200);
      }
      const limited = await api.apply({ cookie, locale: 'da', body });
      expect([limited.status, await limited.text()]).toEqual([429, 'For mange forsøg. Vent lidt, og prøv igen.']);
      expect((await mailsTo(db(), target)).filter((m) => m.template === 'applicationReceipt')).toHaveLength(APPLY_RATE_LIMIT.max);
      // Another person is not affected.
      expect((await api.apply({ cookie: (await signedInUser(db())).cookie, body })).status).toBe(201);
    });

    it('an application sent while the account is being deleted is refused as signed out, not with a server error', async () => {
      const home = await openHome(db());
      const { cookie, id: userId } = await signedInUser(db());
      let applying: Promise<Response> | undefined;
      // The deletion holds the user's row (as deleteAccount does) while the application arrives.
      await db().transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        applying = api.apply({ cookie, body: { ...FORM, property: home.slug } });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.delete(users).where(eq(users.id, userId));
      });
      const response = await applying!;
      expect([response.status, await response.text()]).toEqual([401, 'You need to sign in.']);
      expect(await db().select().from(applications).where(eq(applications.propertyId, home.id))).toHaveLength(0);
    });

    it('refuses homes that are let, reserved or let from a waiting list, with a clear message', async () => {
      const { cookie } = await signedInUser(db());
      const rented = await openHome(db(), { availability: 'rented' });
      const reserved = await openHome(db(), { availability: 'reserved' });
      const listGroup = await createGroup(db(), { publicationStatus: PublicationStatus.WAITING_LIST });
      const fromList = await createHome(db(), listGroup.id);
      const hiddenGroup = await createGroup(db(), { publicationStatus: PublicationStatus.UNPUBLISHED });
      const hidden = await createHome(db(), hiddenGroup.id);

      const answer = async (slug: string, locale = 'en') => {
        const response = await api.apply({ cookie, locale, body: { ...FORM, property: slug } });
        return [response.status, await response.text()];
      };
      expect(await answer(rented.slug)).toEqual([422, 'This home has been let and can no longer be applied for.']);
      expect(await answer(reserved.slug, 'da')).toEqual([422, 'Boligen er reserveret. Du kan ikke ansøge lige nu.']);
      expect((await answer(fromList.slug))[0]).toBe(422);
      expect((await answer(hidden.slug))[0]).toBe(404);
      expect((await answer('no-such-home'))[0]).toBe(404);
    });

    it('validates the form on the server with the shared schema', async () => {
      const home = await openHome(db());
      const { cookie } = await signedInUser(db());
      const bad = await api.apply({ cookie, body: { ...FORM, phone: '12', property: home.slug } });
      expect(bad.status).toBe(400);
      // The form's own words, and the field named for the form to show them on.
      expect(await bad.text()).toBe('Please enter a valid phone number');
      expect(bad.headers.get('Hjemly-Invalid-Field')).toBe('phone');
      expect((await api.apply({ cookie, body: { ...FORM, email: 'not-an-address', property: home.slug } })).status).toBe(400);
      expect((await api.apply({ cookie, body: { ...FORM, message: 'x'.repeat(2001), property: home.slug } })).status).toBe(400);
    });

    it('flags an application external and forwards it to the company in Danish', async () => {
      const home = await externalHome(db());
      const { cookie, email } = await signedInUser(db());
      const response = await api.apply({ cookie, body: { ...FORM, email, property: home.slug } });
      expect(response.status).toBe(201);
      const result = await response.json();
      expect(result).toMatchObject({ external: true, company: expect.stringMatching(/^Firma /) });
      const [row] = await db().select().from(applications).where(eq(applications.id, result.id));
      expect(row.external).toBe(true);

      expect((await mailsTo(db(), email)).filter((m) => m.template !== 'verifyEmail')).toEqual([
        expect.objectContaining({ template: 'applicationReceipt', locale: 'en-DK' }),
      ]);
      const notices = (await mailsTo(db(), 'udlejning@firma.example')).filter((m) => m.text.includes(email));
      expect(notices).toEqual([expect.objectContaining({ template: 'externalApplicationNotice', locale: 'da-DK' })]);
      expect(notices[0].text).toContain(FORM.phone);
      expect(notices[0].text).toContain(FORM.message);
      // The applicant profile travels with it (defaults here: one adult, no children).
      expect(notices[0].text).toContain('1 voksen, ingen børn');
    });

    it('refuses an external home whose landlord has no address to forward to, storing nothing', async () => {
      const home = await externalHome(db());
      const [row] = await db()
        .select({ companyId: propertyGroups.companyId })
        .from(propertyGroups)
        .where(eq(propertyGroups.id, home.groupId));
      await db().update(companies).set({ email: null }).where(eq(companies.id, row.companyId));
      const { cookie, id: userId } = await signedInUser(db());
      const refused = await api.apply({ cookie, body: { ...FORM, property: home.slug } });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toBe(
        'The landlord cannot receive applications through Hjemly right now. Please try again later or contact the landlord directly.',
      );
      expect(await db().select().from(applications).where(eq(applications.userId, userId))).toHaveLength(0);
    });

    it('carries the applicant profile as it was when sent; later edits do not rewrite it', async () => {
      const home = await openHome(db());
      const { cookie, id: userId } = await signedInUser(db());
      const profile = {
        adults: 2,
        children: 1,
        pets: true,
        occupation: 'student',
        incomeBand: '20to30k',
        moveInDate: '2027-02-01',
      } as const;
      await db()
        .insert(applicantProfiles)
        .values({ userId, ...profile, introduction: 'Vi er tre.' });
      const { id } = await (await api.apply({ cookie, body: { ...FORM, property: home.slug } })).json();
      await db().update(applicantProfiles).set({ adults: 4 }).where(eq(applicantProfiles.userId, userId));
      const detail = await (await api.get(id, { cookie })).json();
      expect(detail.household).toEqual(profile);
    });

    it("another person's session gets 404 for reading, withdrawing and deleting an application", async () => {
      const home = await openHome(db());
      const owner = await signedInUser(db());
      const other = await signedInUser(db());
      const { id } = await (await api.apply({ cookie: owner.cookie, body: { ...FORM, property: home.slug } })).json();

      expect((await api.get(id, { cookie: other.cookie })).status).toBe(404);
      expect((await api.withdraw(id, { cookie: other.cookie })).status).toBe(404);
      expect((await api.remove(id, { cookie: other.cookie })).status).toBe(404);
      expect((await (await api.list('active', { cookie: other.cookie })).json()).items).toEqual([]);
      expect((await api.get('not-a-uuid', { cookie: other.cookie })).status).toBe(404);

      const untouched = await (await api.get(id, { cookie: owner.cookie })).json();
      expect(untouched).toMatchObject({ status: 'sent', active: true });
    });

    it('withdraws (then allows a new application), and deletes from the overview', async () => {
      const home = await openHome(db());
      const { cookie } = await signedInUser(db());
      const body = { ...FORM, property: home.slug };
      const { id } = await (await api.apply({ cookie, body })).json();

      const withdrawn = await api.withdraw(id, { cookie });
      expect(withdrawn.status).toBe(200);
      expect(await withdrawn.json()).toMatchObject({
        status: 'withdrawn',
        active: false,
        events: [{ status: 'sent' }, { status: 'withdrawn' }],
      });
      const again = await api.withdraw(id, { cookie });
      expect([again.status, await again.text()]).toEqual([409, 'The application is no longer active.']);
      expect((await (await api.list('inactive', { cookie })).json()).items.map((a: { id: string }) => a.id)).toEqual([id]);

      const second = await api.apply({ cookie, body });
      expect(second.status).toBe(201);
      const secondId = (await second.json()).id;

      // Deleting the active one withdraws it first: it leaves the overview and becomes inactive.
      expect((await api.remove(secondId, { cookie })).status).toBe(204);
      expect((await api.get(secondId, { cookie })).status).toBe(404);
      const [row] = await db().select().from(applications).where(eq(applications.id, secondId));
      expect(row).toMatchObject({ status: 'withdrawn' });
      expect(row.inactiveAt).not.toBeNull();
      expect(row.deletedAt).not.toBeNull();
      const list = await (await api.list('inactive', { cookie })).json();
      expect(list.counts).toEqual({ active: 0, inactive: 1 });
    });

    it('prefills the form from the account and the applicant profile, and names an existing application', async () => {
      const home = await openHome(db());
      const { cookie, id: userId, email } = await signedInUser(db(), { name: 'Jens Berg' });
      await db().update(users).set({ phone: '+45 11 22 33 44' }).where(eq(users.id, userId));
      await db().insert(applicantProfiles).values({ userId, introduction: 'Rolig ikke-ryger.' });
      expect(await (await api.prefill(home.slug, { cookie })).json()).toEqual({
        name: 'Jens Berg',
        email,
        phone: '+45 11 22 33 44',
        message: 'Rolig ikke-ryger.',
        existingApplicationId: null,
      });
      const { id } = await (await api.apply({ cookie, body: { ...FORM, property: home.slug } })).json();
      expect((await (await api.prefill(home.slug, { cookie })).json()).existingApplicationId).toBe(id);
    });

    it('tells account deletion about active applications and anonymises the inactive ones at once', async () => {
      const first = await openHome(db());
      const second = await openHome(db());
      const { cookie, id: userId } = await signedInUser(db());
      expect(await hasActiveApplication(db(), userId)).toBe(false);
      const a = (await (await api.apply({ cookie, body: { ...FORM, property: first.slug } })).json()).id;
      await api.apply({ cookie, body: { ...FORM, property: second.slug } });
      expect(await hasActiveApplication(db(), userId)).toBe(true);
      await api.withdraw(a, { cookie });

      expect(await anonymiseInactiveOf(db(), userId, new Date())).toBe(1);
      const [anonymised] = await db().select().from(applications).where(eq(applications.id, a));
      expect(anonymised).toMatchObject({ userId: null, name: null, email: null, phone: null, message: null, status: 'withdrawn' });
      // The active one is untouched, and a second call finds nothing more to do.
      expect(await hasActiveApplication(db(), userId)).toBe(true);
      expect(await anonymiseInactiveOf(db(), userId, new Date())).toBe(0);
      const events = await db()
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, a)));
      expect(events.map((e) => e.status)).toEqual(['sent', 'withdrawn']);
    });
  },
  { install: true },
);
