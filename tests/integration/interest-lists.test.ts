import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as itemRoute from '@/app/api/interest-lists/[slug]/route';
import * as listRoute from '@/app/api/interest-lists/route';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { interestListEntries } from '@/lib/db/schema/interest-lists';
import { waitingLists } from '@/lib/db/schema/waiting-lists';
import { users } from '@/lib/db/schema/accounts';
import type { InterestListEntry } from '@/lib/interest-lists/schema';
import { announceToInterestList, listFollowableNewBuilds } from '@/lib/interest-lists/service';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { apiRequest, type ApiCall } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { signedInUser } from './support/sessions';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const api = {
  list: (call?: ApiCall) => listRoute.GET(apiRequest('GET', 'interest-lists', call)),
  status: (slug: string, call?: ApiCall) => itemRoute.GET(apiRequest('GET', `interest-lists/${slug}`, call), params(slug)),
  follow: (slug: string, call?: ApiCall) => itemRoute.PUT(apiRequest('PUT', `interest-lists/${slug}`, call), params(slug)),
  leave: (slug: string, call?: ApiCall) => itemRoute.DELETE(apiRequest('DELETE', `interest-lists/${slug}`, call), params(slug)),
};

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-interest-lists-suite-0123');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'interest lists',
  (ctx) => {
    const db = () => ctx.handle.db;
    const mailsTo = (emails: string[]) =>
      db()
        .select({ to: emailMessages.to, subject: emailMessages.subject, text: emailMessages.text, locale: emailMessages.locale })
        .from(emailMessages)
        .where(and(inArray(emailMessages.to, emails), eq(emailMessages.template, 'interestListNews')))
        .orderBy(emailMessages.id);

    it('follows a new build with the marketing consent unticked unless asked, lists it and leaves it', async () => {
      const { cookie, id: userId } = await signedInUser(db());
      const group = await createGroup(db(), { isNewBuild: true, publicationStatus: PublicationStatus.WAITING_LIST, name: 'Havnehusene' });

      expect(await (await api.status(group.slug, { cookie })).json()).toEqual({
        canFollow: true,
        following: false,
        marketingConsent: false,
      });
      expect((await api.follow(group.slug, { cookie, body: {}, locale: 'en' })).status).toBe(204);
      const [entry] = await db().select().from(interestListEntries).where(eq(interestListEntries.userId, userId));
      expect(entry).toMatchObject({ groupId: group.id, locale: 'en-DK', marketingConsentAt: null });

      const listed = (await (await api.list({ cookie })).json()) as InterestListEntry[];
      expect(listed).toEqual([
        expect.objectContaining({ group: expect.objectContaining({ slug: group.slug, name: 'Havnehusene' }), marketingConsent: false }),
      ]);
      expect(listed[0].state).toBe('waitingListOpen');

      // The consent is its own switch, given and withdrawn without leaving the list.
      expect((await api.follow(group.slug, { cookie, body: { marketingConsent: true } })).status).toBe(204);
      expect(await (await api.status(group.slug, { cookie })).json()).toEqual({ canFollow: true, following: true, marketingConsent: true });
      expect((await api.follow(group.slug, { cookie, body: { marketingConsent: false } })).status).toBe(204);
      expect(((await (await api.list({ cookie })).json()) as InterestListEntry[])[0].marketingConsent).toBe(false);

      expect((await api.leave(group.slug, { cookie })).status).toBe(204);
      expect(await (await api.list({ cookie })).json()).toEqual([]);
      expect((await api.leave(group.slug, { cookie })).status).toBe(404);
    });

    it('offers no list where a group already lets, and hides hidden groups', async () => {
      const { cookie } = await signedInUser(db());
      const letting = await createGroup(db());
      await createHome(db(), letting.id);
      expect(await (await api.status(letting.slug, { cookie })).json()).toMatchObject({ canFollow: false });
      const refused = await api.follow(letting.slug, { cookie, body: {} });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toBe('You cannot join the interest list of this property: it is already letting.');

      const hidden = await createGroup(db(), { isNewBuild: true, publicationStatus: PublicationStatus.UNPUBLISHED });
      expect((await api.status(hidden.slug, { cookie })).status).toBe(404);
      expect((await api.follow(hidden.slug, { cookie, body: {} })).status).toBe(404);
      expect((await api.follow('findes-ikke', { cookie, body: {} })).status).toBe(404);
      expect((await api.follow(letting.slug, { body: {} })).status).toBe(401);
    });

    it('offers the list of a closed waiting list, not of an open one', async () => {
      const { cookie } = await signedInUser(db());
      const closed = await createGroup(db(), { hasWaitingList: true });
      const open = await createGroup(db(), { hasWaitingList: true });
      await db()
        .insert(waitingLists)
        .values([
          { groupId: closed.id, open: false },
          { groupId: open.id, open: true },
        ]);
      expect(await (await api.status(open.slug, { cookie })).json()).toMatchObject({ canFollow: false });
      expect((await api.follow(open.slug, { cookie, body: {} })).status).toBe(422);
      expect(await (await api.status(closed.slug, { cookie })).json()).toMatchObject({ canFollow: true });
      expect((await api.follow(closed.slug, { cookie, body: {} })).status).toBe(204);
      const listed = (await (await api.list({ cookie })).json()) as InterestListEntry[];
      expect(listed.map((entry) => [entry.group.slug, entry.state])).toEqual([[closed.slug, 'waitingListClosed']]);
    });

    it('tells everyone on the list once per event and reference, each in their language', async () => {
      const group = await createGroup(db(), { isNewBuild: true, name: 'Kajhusene', publicationStatus: PublicationStatus.WAITING_LIST });
      const dane = await signedInUser(db());
      const english = await signedInUser(db());
      const gone = await signedInUser(db());
      expect((await api.follow(group.slug, { cookie: dane.cookie, body: {}, locale: 'da' })).status).toBe(204);
      expect((await api.follow(group.slug, { cookie: english.cookie, body: {}, locale: 'en' })).status).toBe(204);
      expect((await api.follow(group.slug, { cookie: gone.cookie, body: {}, locale: 'da' })).status).toBe(204);
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
      const everyone = [dane.email, english.email, gone.email];

      expect(await announceToInterestList({ groupId: group.id, event: 'homes-published' })).toEqual({ announced: true, recipients: 2 });
      const mails = await mailsTo(everyone);
      expect(mails.map((m) => [m.to, m.locale, m.subject])).toEqual([
        [dane.email, 'da-DK', 'Kajhusene har sat boliger til leje'],
        [english.email, 'en-DK', 'Kajhusene has homes to let'],
      ]);
      expect(mails[0].text).toContain(`/ejendom/${group.slug}`);
      expect(mails[1].text).toContain(`/en-DK/ejendom/${group.slug}`);
      expect(mails[1].text).toContain('/en-DK/interesselister');

      // A retried publish, or a second node, tells nobody again.
      expect(await announceToInterestList({ groupId: group.id, event: 'homes-published' })).toEqual({ announced: false, recipients: 0 });
      expect(await mailsTo(everyone)).toHaveLength(2);

      // Another open house is news; the same one is not.
      expect((await announceToInterestList({ groupId: group.id, event: 'open-house-announced', reference: '17' })).announced).toBe(true);
      expect((await announceToInterestList({ groupId: group.id, event: 'open-house-announced', reference: '17' })).announced).toBe(false);
      expect((await announceToInterestList({ groupId: group.id, event: 'open-house-announced', reference: '18' })).announced).toBe(true);
      const openHouse = (await mailsTo(everyone)).filter((m) => m.subject === 'Kajhusene holder åbent hus');
      expect(openHouse).toHaveLength(2);
      expect(openHouse[0].text).toContain(`/ejendom/${group.slug}/aabent-hus`);

      const listed = (await (await api.list({ cookie: dane.cookie })).json()) as InterestListEntry[];
      expect(listed[0].lastAnnouncement).toMatchObject({ event: 'open-house-announced' });
    });

    it('offers the public new builds of a town to follow on its overview, in scope, never a hidden or ordinary group', async () => {
      const citySlug = `nyby-${Date.now()}`;
      const town = { city: 'Nyby', citySlug };
      const open = await createGroup(db(), { ...town, isNewBuild: true, name: 'A Havnehusene' });
      await createGroup(db(), { ...town, isNewBuild: true, name: 'B Skjult', publicationStatus: PublicationStatus.UNPUBLISHED });
      await createGroup(db(), { ...town, name: 'C Almindelig' });
      const elsewhere = await createGroup(db(), { isNewBuild: true, name: 'D Andetsteds' });
      expect(await listFollowableNewBuilds({ citySlug, scope: wholePlatform })).toEqual([
        { slug: open.slug, name: 'A Havnehusene', city: 'Nyby' },
      ]);
      expect(await listFollowableNewBuilds({ citySlug, scope: { companyIds: [elsewhere.companyId] } })).toEqual([]);
      expect((await listFollowableNewBuilds({ scope: wholePlatform })).map((group) => group.slug)).toEqual(
        expect.arrayContaining([open.slug, elsewhere.slug]),
      );
    });
  },
  { install: true },
);
