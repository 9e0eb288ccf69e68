import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_MESSAGE_BLOCKS, withCmsTexts } from '@/lib/content/cms-messages';
import { generalSchema } from '@/lib/content/schema';
import { firstEntryAttributes } from '@/lib/content/strapi-response';
import { loadMessages } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/routing';

const general = (fields: Record<string, unknown>) =>
  generalSchema.parse({
    siteName: 'Hjemly',
    siteDescription: 'x',
    defaultSocialImage: { url: '/s.png', width: 1200, height: 630, alternativeText: 'x' },
    browserNotSupported: 'Din browser er for gammel.',
    ...fields,
  });

type Tree = { [key: string]: string | Tree };
const at = (tree: unknown, dotted: string) => dotted.split('.').reduce((node, key) => (node as Tree)[key], tree) as string;

describe("the CMS's general blocks over the embedded messages", () => {
  it.each(locales.map((l) => [l] as const))('every block names message sub-trees that exist in %s', async (locale) => {
    const messages = await loadMessages(locale);
    for (const targets of Object.values(CMS_MESSAGE_BLOCKS)) {
      for (const target of targets) expect(typeof at(messages, target), target).toBe('object');
    }
  });

  it("gathers a locale's messages once per process, apart from the other locale's", async () => {
    const danish = await loadMessages('da-DK');
    expect(await loadMessages('da-DK')).toBe(danish);
    expect(await loadMessages('en-DK')).not.toBe(danish);
  });

  it('lays one CMS answer over a catalogue once, and a newer answer anew', async () => {
    const messages = await loadMessages('en-DK');
    const answer = general({ financials: { heading: 'What it costs' } });
    const merged = withCmsTexts(messages, answer);
    expect(withCmsTexts(messages, answer)).toBe(merged);
    const newer = withCmsTexts(messages, general({ financials: { heading: 'The costs' } }));
    expect(at(newer, 'propertyFinancials.heading')).toBe('The costs');
    expect(at(merged, 'propertyFinancials.heading')).toBe('What it costs');
  });

  it('replaces the texts a block has and keeps the embedded ones it lacks', async () => {
    const messages = await loadMessages('en-DK');
    const merged = withCmsTexts(
      messages,
      general({
        propertyDetails: {
          additionalDetails: 'More about the home',
          outdoor: { terraces: '{count, plural, one {# terrace} other {# terraces!}}' },
        },
        financials: { heading: 'What it costs' },
        collaboration: { letBy: 'Rented out by {company}', contact: 'Get in touch' },
        misc: { sponsored: 'Paid placement' },
        yesNo: { yes: 'Yep', no: 'Nope' },
        notFound: { title: 'Nothing here', home: 'Back home' },
        sitemap: { about: { title: 'About us' } },
        whiteLabel: { wholePlatform: 'All homes on Hjemly' },
      }),
    );
    expect(at(merged, 'moreDetails.additionalDetails')).toBe('More about the home');
    expect(at(merged, 'moreDetails.outdoor.terraces')).toBe('{count, plural, one {# terrace} other {# terraces!}}');
    expect(at(merged, 'moreDetails.outdoorSpace')).toBe(at(messages, 'moreDetails.outdoorSpace'));
    expect(at(merged, 'propertyFinancials.heading')).toBe('What it costs');
    expect([at(merged, 'general.company.letBy'), at(merged, 'property.company.contact')]).toEqual([
      'Rented out by {company}',
      'Get in touch',
    ]);
    expect(at(merged, 'general.sponsored')).toBe('Paid placement');
    expect([at(merged, 'general.actions.yes'), at(merged, 'property.values.no')]).toEqual(['Yep', 'Nope']);
    expect(at(merged, 'general.actions.close')).toBe(at(messages, 'general.actions.close'));
    expect(at(merged, 'common.notFound.title')).toBe('Nothing here');
    expect(at(merged, 'common.notFound.text')).toBe(at(messages, 'common.notFound.text'));
    expect(at(merged, 'common.pages.about.title')).toBe('About us');
    expect(at(merged, 'general.whiteLabel.wholePlatform')).toBe('All homes on Hjemly');
    expect(at(merged, 'general.browserNotSupported.text')).toBe('Din browser er for gammel.');
    // The embedded messages themselves are left as they were.
    expect(at(messages, 'general.actions.yes')).toBe('Yes');
  });

  it('keeps the embedded text when the CMS text would break the page, and adds no keys of its own', async () => {
    const messages = await loadMessages('da-DK');
    const merged = withCmsTexts(
      messages,
      general({
        financials: { amount: '{amuont} kr.', heading: '{broken', perMonth: '', invented: 'Ny nøgle' },
      }),
    );
    expect(at(merged, 'propertyFinancials.amount')).toBe(at(messages, 'propertyFinancials.amount'));
    expect(at(merged, 'propertyFinancials.heading')).toBe(at(messages, 'propertyFinancials.heading'));
    expect(at(merged, 'propertyFinancials.perMonth')).toBe(at(messages, 'propertyFinancials.perMonth'));
    expect((merged.propertyFinancials as Tree).invented).toBeUndefined();
  });

  it('refuses a block whose texts are not texts', () => {
    expect(() => general({ collaboration: { letBy: 42 } })).toThrow();
  });

  it.each(locales.map((l) => [l] as const))("the local CMS's notice for old browsers reaches the messages in %s", async (locale) => {
    const body = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../content/${locale}/general.json`), 'utf8'));
    const parsed = generalSchema.parse(firstEntryAttributes(body, 'general'));
    const merged = withCmsTexts(await loadMessages(locale), parsed);
    expect(at(merged, 'general.browserNotSupported.text')).toBe(
      (body.data.attributes as { browserNotSupported: string }).browserNotSupported,
    );
  });
});
