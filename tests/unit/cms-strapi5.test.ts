import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEntries } from '@/lib/content/collections';
import { cmsState } from '@/lib/content/cms-status';
import { getFooter, getGeneral, getHeader, getHelp, getPage } from '@/lib/content/service';

/**
 * Answers of a real Strapi 5 (cms/, seeded from content/), captured with the adapter's own queries;
 * long Markdown bodies are cut short. `*.missing.json` is its answer for a locale without an entry.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/strapi5');
const CMS_URL = 'http://cms.test:1337';
const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));

/** Strapi as the adapter meets it: one fixture per collection and locale, 404 where there is none. */
function strapi(answers: Record<string, string>) {
  return vi.fn(async (input: string | URL) => {
    const url = new URL(input);
    const name = answers[`${url.pathname.replace('/api/', '')}.${url.searchParams.get('locale')}`];
    const laterPage = Number(url.searchParams.get('pagination[page]') ?? 1) > 1;
    if (!name) return Response.json(fixture('about.en-DK.missing'), { status: 404 });
    return Response.json(laterPage ? { data: [], meta: {} } : fixture(name));
  });
}

const SEEDED = {
  'header.da-DK': 'header.da-DK',
  'footer.en-DK': 'footer.en-DK',
  'general.da-DK': 'general.da-DK',
  'terms.en-DK': 'terms.en-DK',
  'help.da-DK': 'help.da-DK',
  'about.da-DK': 'about.da-DK',
  'articles.en-DK': 'articles.en-DK',
  'city-guides.da-DK': 'city-guides.da-DK',
  'glossary-terms.da-DK': 'glossary-terms.da-DK',
};

// The memo keeps answers for 60 s and serves the last good one after a failure: each test starts
// a minute after the last, with no failure left over.
let clock = new Date('2026-11-21T12:00:00Z').getTime();
beforeAll(() => vi.stubEnv('CMS_URL', CMS_URL));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function aMinuteLater() {
  clock += 61_000;
  vi.useFakeTimers({ now: clock, toFake: ['Date'] });
}

describe('the adapter reads a real Strapi 5', () => {
  it('parses the layout blocks: nulls as unset, component ids, media made absolute against CMS_URL', async () => {
    aMinuteLater();
    vi.stubGlobal('fetch', strapi(SEEDED));
    const header = await getHeader('da-DK');
    expect(header.menuLinks[0]).toEqual({ id: expect.any(Number), label: 'Søg bolig', route: '/search' });
    expect(header.login).toEqual({ signIn: 'Log ind', signUp: 'Opret profil' });
    const footer = await getFooter('en-DK');
    expect(footer.columns[0]).toMatchObject({
      title: 'Find a home',
      links: expect.arrayContaining([expect.objectContaining({ label: 'Search homes', route: '/search' })]),
    });
    const general = await getGeneral('da-DK');
    expect(general.defaultSocialImage).toEqual({
      url: `${CMS_URL}/uploads/social_default_da_DK_6695e2e7e6.png`,
      width: 1200,
      height: 630,
      alt: 'Hjemly – lejeboliger i hele Danmark',
    });
    expect(general.browserNotSupported).toEqual({
      text: 'Din browser er for gammel til Hjemly. Opdater den, eller brug en anden browser.',
    });
    expect(general.privateShowingBanner).toEqual({ title: 'Privat fremvisning', text: expect.stringMatching(/^Passer ingen/) });
    expect(general.notFound).toBeUndefined();
  });

  it('parses the pages, help and collections with their localizations and relations', async () => {
    aMinuteLater();
    vi.stubGlobal('fetch', strapi(SEEDED));
    expect((await getPage('terms', 'en-DK')).title).toBe('Terms of use');
    const help = await getHelp('da-DK');
    expect(help.topics[0]).toMatchObject({
      slug: 'soegning',
      questions: expect.arrayContaining([expect.objectContaining({ question: 'Hvordan søger jeg efter en bolig?' })]),
    });
    const [article] = await loadEntries('articles', 'en-DK');
    expect(article).toMatchObject({ slug: 'waiting-lists-and-seniority', category: { slug: 'waiting-lists', name: 'Waiting lists' } });
    expect(article.localizations).toEqual([expect.objectContaining({ locale: 'da-DK', slug: 'ventelister-og-anciennitet' })]);
    expect(article.related.length).toBeGreaterThan(0);
    const [guide] = await loadEntries('city-guides', 'da-DK');
    expect(guide).toMatchObject({ slug: 'vejle', localizations: [expect.objectContaining({ locale: 'en-DK', slug: 'vejle' })] });
    expect(guide.neighbourhoods[0]).toEqual({ name: expect.any(String), description: expect.any(String) });
    const terms = await loadEntries('glossary-terms', 'da-DK');
    expect(terms.map((term) => term.related)).toEqual([
      ['normalistandsaettelse', 'almen-bolig', 'omkostningsbestemt-leje'],
      ['forbrugsregnskab', 'a-conto', 'huslejenaevn'],
    ]);
  });
});

describe('a failing CMS', () => {
  it('shows the Danish page where the English translation is missing', async () => {
    aMinuteLater();
    vi.stubGlobal('fetch', strapi(SEEDED));
    const page = await getPage('about', 'en-DK');
    expect(page).toEqual(await getPage('about', 'da-DK'));
    expect(page.title).toBe('Om Hjemly');
  });

  it('keeps the last good answer when a reload fails, logs the outage once and reports it until the CMS answers again', async () => {
    aMinuteLater();
    vi.stubGlobal('fetch', strapi(SEEDED));
    const header = await getHeader('da-DK');
    const footer = await getFooter('en-DK');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recovered = vi.spyOn(console, 'info').mockImplementation(() => {});
    aMinuteLater();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await getHeader('da-DK')).toEqual(header);
    expect(await getFooter('en-DK')).toEqual(footer);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toMatch(/^CMS read strapi:header:da-DK failed.*fetch failed/);
    expect(cmsState()).toMatch(/^degraded: strapi:header:da-DK and 1 more failing since .* \(fetch failed\)/);
    aMinuteLater();
    vi.stubGlobal('fetch', strapi(SEEDED));
    await getHeader('da-DK');
    expect(cmsState()).toMatch(/^degraded: strapi:footer:en-DK failing/);
    await getFooter('en-DK');
    expect(cmsState()).toBe('ok');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('fails a read it never had an answer for', async () => {
    aMinuteLater();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(getPage('privacy', 'da-DK')).rejects.toThrow('fetch failed');
    vi.stubGlobal('fetch', strapi({ 'privacy.da-DK': 'about.da-DK' }));
    aMinuteLater();
    await getPage('privacy', 'da-DK');
    expect(cmsState()).toBe('ok');
  });
});
