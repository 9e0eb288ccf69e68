import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertApplication } from '@/lib/applications/repository';
import { users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { answerOffer, makeOffers } from '@/lib/offers/service';
import { homeRentComparison } from '@/lib/open-books/rent-service';
import { homeOutcome, lettingsIn } from '@/lib/open-books/service';
import { testActorOf } from './support/audit-actors';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine, installAsAppDatabase } from './support/databases';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

afterAll(() => stopBackgroundDelivery());

describeEachEngine('open books of a town', (ctx) => {
  const db = () => ctx.handle.db as Db;
  beforeAll(() => installAsAppDatabase(ctx.handle));

  async function applicants(homeId: number, companyId: number, count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const email = `ansoeger-${id}@example.dk`;
      await db()
        .insert(users)
        .values({ id, name: `Ansøger ${i}`, email });
      const household = { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null };
      const values = { name: `Ansøger ${i}`, email, phone: '12345678', message: '', userId: id, propertyId: homeId, household };
      const applicationId = await insertApplication(db(), { ...values, companyId, external: false, locale: 'da-DK' }, at(-10 + i * 0.1));
      made.push({ email, applicationId: applicationId! });
    }
    return made;
  }

  async function offerToken(email: string) {
    const [mail] = await db()
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.to, email)))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    const token = /\/tilbud\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no offer mailed to ${email}`);
    return token;
  }

  it('counts everyone offered a home over its rounds, and compares a home let within 24 months however long ago it was listed', async () => {
    const place = { citySlug: 'runde-by', city: 'Rundeby', postcode: '8400', postcodeName: 'Ebeltoft' };
    const group = await createGroup(db(), place);
    const let_ = await createHome(db(), group.id, { ...place, sizeM2: 90, monthlyRent: 9000, publishedAt: at(-3 * 365) });
    const people = await applicants(let_.id, group.companyId, 6);
    const actor = testActorOf(group.companyId);
    const offer = (ids: string[], now: Date) =>
      makeOffers(
        actor,
        { applicationIds: ids, monthlyRent: 9000, moveInDate: '2026-05-01', deadline: new Date(now.getTime() + 2 * DAY).toISOString() },
        now,
      );
    // The first round of one is declined; the second, of two, is accepted and binds at its deadline.
    await offer([people[0].applicationId], T0);
    await answerOffer(await offerToken(people[0].email), 'notInterested', at(0.5));
    await offer([people[1].applicationId, people[2].applicationId], at(3));
    await answerOffer(await offerToken(people[1].email), 'interested', at(4));
    expect(await homeOutcome(let_.slug, at(6))).toMatchObject({
      route: 'application',
      letOn: '2026-03-06',
      details: { pool: { exact: 6 }, daysToLet: 4 },
    });
    expect((await lettingsIn({ homeSlug: let_.slug }, at(6))).map((l) => l.offered)).toEqual([3]);

    // Four homes listed lately and the let one compare with a home of the same band: five, a range.
    const target = await createHome(db(), group.id, { ...place, sizeM2: 80, monthlyRent: 8000 });
    for (const perM2 of [1000, 1100, 1300, 1400])
      await createHome(db(), group.id, { ...place, sizeM2: 90, monthlyRent: (perM2 * 90) / 12 });
    expect(await homeRentComparison({ slug: target.slug, citySlug: 'runde-by' }, at(10))).toMatchObject({ range: { homes: 5 } });
    // Before the letting bound, the old listing is no comparable: four are too few.
    expect(await homeRentComparison({ slug: target.slug, citySlug: 'runde-by' }, at(4.5))).toMatchObject({ range: null });
  });
});
