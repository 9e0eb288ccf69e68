import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as itemRoute from '@/app/api/saved-searches/[id]/route';
import * as listRoute from '@/app/api/saved-searches/route';
import { savedSearches } from '@/lib/db/schema/saved-searches';
import { SAVED_SEARCHES_PER_PERSON, type SavedSearchSummary } from '@/lib/saved-searches/schema';
import { apiRequest, type ApiCall } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { signedInUser } from './support/sessions';

const api = {
  list: (call?: ApiCall) => listRoute.GET(apiRequest('GET', 'saved-searches', call)),
  create: (call?: ApiCall) => listRoute.POST(apiRequest('POST', 'saved-searches', call)),
  update: (id: number | string, call?: ApiCall) =>
    itemRoute.PUT(apiRequest('PUT', `saved-searches/${id}`, call), { params: Promise.resolve({ id: String(id) }) }),
  remove: (id: number | string, call?: ApiCall) =>
    itemRoute.DELETE(apiRequest('DELETE', `saved-searches/${id}`, call), { params: Promise.resolve({ id: String(id) }) }),
};

const TOWN = { citySlug: 'gemtby', city: 'Gemtby' };
const SEARCH = { name: 'Gemtby, max 9.000 kr.', params: { sted: 'city:gemtby', rentMax: '9000', rooms: 'ignored', view: 'map' } };

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-saved-searches-suite-0123');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'saved searches API',
  (ctx) => {
    const db = () => ctx.handle.db;

    beforeAll(async () => {
      const group = await createGroup(db());
      await createHome(db(), group.id, { ...TOWN, monthlyRent: 8000 });
      await createHome(db(), group.id, { ...TOWN, monthlyRent: 9000 });
      await createHome(db(), group.id, { ...TOWN, monthlyRent: 9001 });
    });

    it('answers 401 without a session', async () => {
      expect((await api.list()).status).toBe(401);
      expect((await api.create({ body: SEARCH })).status).toBe(401);
      expect((await api.update(1, { body: { name: 'x' } })).status).toBe(401);
      expect((await api.remove(1)).status).toBe(401);
    });

    it('saves a search, lists it with its current matches, renames, changes frequency and deletes it', async () => {
      const { cookie, id: userId } = await signedInUser(db());
      expect(await (await api.list({ cookie })).json()).toEqual([]);

      const created = await api.create({ cookie, body: SEARCH });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // The criteria are stored as columns too, for matching in SQL; the rest of the query is dropped.
      const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, id));
      expect(row).toMatchObject({ userId, citySlug: 'gemtby', postcode: null, rentMax: 9000, rentMin: null, frequency: 'daily' });
      expect(row.filters).not.toHaveProperty('view');

      const [listed] = (await (await api.list({ cookie })).json()) as SavedSearchSummary[];
      expect(listed).toMatchObject({ id, name: SEARCH.name, frequency: 'daily', matches: 2, matchesCapped: false });
      expect(listed.params).toEqual({ sted: 'city:gemtby', rentMax: '9000' });

      expect((await api.update(id, { cookie, body: { name: '  Billigt i Gemtby ' } })).status).toBe(204);
      expect((await api.update(id, { cookie, body: { frequency: 'weekly' } })).status).toBe(204);
      const [renamed] = (await (await api.list({ cookie })).json()) as SavedSearchSummary[];
      expect(renamed).toMatchObject({ name: 'Billigt i Gemtby', frequency: 'weekly' });

      expect((await api.remove(id, { cookie })).status).toBe(204);
      expect(await (await api.list({ cookie })).json()).toEqual([]);
      expect((await api.remove(id, { cookie })).status).toBe(404);
    });

    it("one person cannot see, change or delete another's search: 404 as for a missing one", async () => {
      const owner = await signedInUser(db());
      const other = await signedInUser(db());
      const { id } = (await (await api.create({ cookie: owner.cookie, body: SEARCH })).json()) as { id: number };

      expect(await (await api.list({ cookie: other.cookie })).json()).toEqual([]);
      const update = await api.update(id, { cookie: other.cookie, body: { name: 'Mine now' } });
      expect(update.status).toBe(404);
      expect(await update.text()).toBe('Not found.');
      expect((await api.update(id, { cookie: other.cookie, body: { frequency: 'off' } })).status).toBe(404);
      expect((await api.remove(id, { cookie: other.cookie })).status).toBe(404);
      expect((await api.update(999_999, { cookie: owner.cookie, body: { name: 'x' } })).status).toBe(404);

      const [kept] = (await (await api.list({ cookie: owner.cookie })).json()) as SavedSearchSummary[];
      expect(kept).toMatchObject({ id, name: SEARCH.name, frequency: 'daily' });
    });

    it('refuses bad input with 400 in the person’s language', async () => {
      const { cookie } = await signedInUser(db());
      // The name's rules answer in the form's words; the search's own fields, which no form types, generically.
      const cases: [ApiCall['body'], string, string][] = [
        [{ ...SEARCH, name: '   ' }, 'name', 'Giv søgningen et navn.'],
        [{ ...SEARCH, name: 'x'.repeat(81) }, 'name', 'Navnet kan højst være 80 tegn.'],
        [{ ...SEARCH, params: { rentMax: 'lots' } }, 'params.rentMax', 'Feltet params.rentMax er ugyldigt.'],
        [{ ...SEARCH, params: { sted: 'city:../etc' } }, 'params.sted', 'Feltet params.sted er ugyldigt.'],
        [{ name: 'x' }, 'params', 'Feltet params er ugyldigt.'],
      ];
      for (const [body, field, text] of cases) {
        const response = await api.create({ cookie, body, locale: 'da' });
        expect(response.status).toBe(400);
        expect(await response.text()).toBe(text);
        expect(response.headers.get('Hjemly-Invalid-Field')).toBe(field);
      }
      const { id } = (await (await api.create({ cookie, body: SEARCH })).json()) as { id: number };
      const badFrequency = await api.update(id, { cookie, body: { frequency: 'hourly' } });
      expect(badFrequency.status).toBe(400);
      expect(await badFrequency.text()).toBe('The field frequency is invalid.');
      expect((await api.update(id, { cookie, body: {} })).status).toBe(400);
      expect((await api.update('abc', { cookie, body: { name: 'x' } })).status).toBe(400);
    });

    it(`keeps at most ${SAVED_SEARCHES_PER_PERSON} searches per person`, async () => {
      const { cookie, id: userId } = await signedInUser(db());
      await db()
        .insert(savedSearches)
        .values(
          Array.from({ length: SAVED_SEARCHES_PER_PERSON }, (_, i) => ({
            userId,
            name: `Søgning ${i}`,
            filters: { type: [], rentalPeriod: [] } as never,
          })),
        );
      const refused = await api.create({ cookie, body: SEARCH });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toBe(`You can save at most ${SAVED_SEARCHES_PER_PERSON} searches. Delete one before saving another.`);
      expect(((await (await api.list({ cookie })).json()) as unknown[]).length).toBe(SAVED_SEARCHES_PER_PERSON);
    });
  },
  { install: true },
);
