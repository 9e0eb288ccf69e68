import { describe, expect, it } from 'vitest';
import { openGraphLocale, socialMetadata } from '@/lib/seo/open-graph';
import { breadcrumbListJsonLd, siteJsonLd } from '@/lib/seo/structured-data';

const image = { url: '/social-default.png', width: 1200, height: 630, alt: 'Hjemly – lejeboliger i hele Danmark' };

describe('Open Graph and Twitter defaults', () => {
  it('writes locales the Open Graph way', () => {
    expect(openGraphLocale('da-DK')).toBe('da_DK');
    expect(openGraphLocale('en-DK')).toBe('en_DK');
  });

  it.each([
    ['da-DK', 'da_DK', ['en_DK']],
    ['en-DK', 'en_DK', ['da_DK']],
  ] as const)('in %s: the site name, the locale and its alternate, the 1200x630 image with its alt', (locale, ogLocale, alternates) => {
    const { openGraph, twitter } = socialMetadata({ locale, siteName: 'Boliger A/S', image });
    expect(openGraph).toEqual({ type: 'website', siteName: 'Boliger A/S', locale: ogLocale, alternateLocale: alternates, images: [image] });
    expect(twitter).toEqual({ card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] });
  });

  it('sets no title or description, so each page’s own fill og:title and og:description', () => {
    const { openGraph, twitter } = socialMetadata({ locale: 'da-DK', siteName: 'Hjemly', image });
    for (const card of [openGraph, twitter] as Record<string, unknown>[]) {
      expect(card).not.toHaveProperty('title');
      expect(card).not.toHaveProperty('description');
    }
  });
});

describe('JSON-LD', () => {
  it('numbers breadcrumb items from 1 and leaves the URL off the current page', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Forside', url: 'https://hjemly.test/' },
        { name: 'Aarhus', url: 'https://hjemly.test/lejebolig/aarhus' },
        { name: 'Testvej 1' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Forside', item: 'https://hjemly.test/' },
        { '@type': 'ListItem', position: 2, name: 'Aarhus', item: 'https://hjemly.test/lejebolig/aarhus' },
        { '@type': 'ListItem', position: 3, name: 'Testvej 1' },
      ],
    });
  });

  it('describes one organisation for the origin and a website per language, linked as publisher', () => {
    const [da, en] = (['https://hjemly.test/', 'https://hjemly.test/en-DK'] as const).map(
      (url, i) => siteJsonLd({ name: 'Hjemly', url, locale: i ? 'en-DK' : 'da-DK' })['@graph'] as Record<string, unknown>[],
    );
    expect(da[0]).toEqual(en[0]);
    expect(da[0]).toEqual({
      '@type': 'Organization',
      '@id': 'https://hjemly.test/#organization',
      name: 'Hjemly',
      url: 'https://hjemly.test/',
    });
    expect(en[1]).toEqual({
      '@type': 'WebSite',
      '@id': 'https://hjemly.test/en-DK#website',
      name: 'Hjemly',
      url: 'https://hjemly.test/en-DK',
      inLanguage: 'en-DK',
      publisher: { '@id': 'https://hjemly.test/#organization' },
    });
  });
});
