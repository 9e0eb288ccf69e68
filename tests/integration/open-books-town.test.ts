import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertApplication } from '@/lib/applications/repository';
import { users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { answerOffer, makeOffers } from '@/lib/offers/service';
import { homeRentComparison, townRent } from '@/lib/open-books/rent-service';
import { homeOutcome, lettingsIn, townFigures } from '@/lib/open-books/service';
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
      made.push({ name: `Ansøger ${i}`, email, applicationId: applicationId! });
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

  it('tells a town’s figures over two years and per postcode, its rents per type and size band, and nothing about fewer than 5', async () => {
    const place = { citySlug: 'tal-by', city: 'Talby', postcode: '8500', postcodeName: 'Grenaa' };
    const group = await createGroup(db(), place);
    const actor = testActorOf(group.companyId);
    const told: { name: string; email: string }[] = [];
    async function letHome(overrides: Parameters<typeof createHome>[2], day: number) {
      const home = await createHome(db(), group.id, { ...place, ...overrides });
      const people = await applicants(home.id, group.companyId, 5);
      told.push(...people);
      const deadline = at(day + 2).toISOString();
      await makeOffers(
        actor,
        { applicationIds: [people[0].applicationId], monthlyRent: 9000, moveInDate: '2026-05-01', deadline },
        at(day),
      );
      await answerOffer(await offerToken(people[0].email), 'interested', at(day + 1));
    }
    // Five flats of 90 m² in 8500 at 1,000–1,400 kr./m² a year; one house of 140 m² in 8501.
    for (const [i, perM2] of [1000, 1100, 1200, 1300, 1400].entries()) await letHome({ sizeM2: 90, monthlyRent: (perM2 * 90) / 12 }, i);
    await letHome({ postcode: '8501', sizeM2: 140, monthlyRent: 14000, type: 'house' }, 5);

    const figures = await townFigures('tal-by', at(30));
    expect(figures.window).toEqual({ lettings: { exact: 6 }, winningSeniority: null, offersPerHome: 1, medianDaysToLet: 1 });
    expect(figures.years).toEqual([{ year: 2026, ...figures.window }]);
    expect(figures.postcodes.map(({ postcode, lettings, offersPerHome }) => [postcode, lettings, offersPerHome])).toEqual([
      ['8500', { exact: 5 }, 1],
      ['8501', { fewerThan: 5 }, null],
    ]);
    expect(figures.period).toEqual({ from: '2024-04-01', to: '2026-04-01' });
    const json = JSON.stringify(figures);
    for (const person of told) {
      expect(json).not.toContain(person.name);
      expect(json).not.toContain(person.email);
    }
    // Two years on, the window is empty: only "fewer than 5", and the years keep what happened.
    const later = await townFigures('tal-by', at(800));
    expect(later.window).toEqual({ lettings: { fewerThan: 5 }, winningSeniority: null, offersPerHome: null, medianDaysToLet: null });
    expect(later.postcodes).toEqual([]);
    expect(later.years).toHaveLength(1);

    // Fifteen flats of 60 m² listed, at 1,000–1,280 kr./m²: with the six let, enough for a chart.
    for (let i = 0; i < 15; i++) await createHome(db(), group.id, { ...place, sizeM2: 60, monthlyRent: 5 * (1000 + i * 20) });
    const rent = await townRent('tal-by', at(30));
    expect(rent.bands).toEqual([
      { type: 'apartment', band: { from: 50, to: 75 }, homes: { exact: 15 }, range: { low: 1030, high: 1250, homes: 15 } },
      { type: 'apartment', band: { from: 75, to: 100 }, homes: { exact: 5 }, range: { low: 1040, high: 1360, homes: 5 } },
      { type: 'house', band: { from: 130, to: null }, homes: { fewerThan: 5 }, range: null },
    ]);
    // A bar under 5 tells no number.
    const shown = rent.distribution.map((bar) => ('exact' in bar.homes ? bar.homes.exact : 0));
    expect(shown.every((homes) => homes === 0 || homes >= 5)).toBe(true);
    expect(rent.distribution.length).toBeGreaterThan(1);
    const untold = rent.distribution.filter((bar) => 'fewerThan' in bar.homes).length;
    // Each untold bar hides one to four of the 21 homes.
    const inBars = shown.reduce((sum, homes) => sum + homes, 0);
    expect(inBars).toBeLessThanOrEqual(21 - untold);
    expect(inBars).toBeGreaterThanOrEqual(21 - 4 * untold);
  });

  it('has nothing to tell of a town without lettings or homes', async () => {
    const figures = await townFigures('tom-by', at(30));
    expect(figures.years).toEqual([]);
    expect(figures.window.lettings).toEqual({ fewerThan: 5 });
    expect(await townRent('tom-by', at(30))).toEqual({ bands: [], distribution: [] });
  });
});
