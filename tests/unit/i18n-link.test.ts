import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { Link, localizedHref } from '@/lib/i18n/link';

describe('localizedHref', () => {
  it('gives the public path of a route, prefixed in English only', () => {
    expect(localizedHref('/search', 'da-DK')).toBe('/soeg');
    expect(localizedHref('/search', 'en-DK')).toBe('/en-DK/soeg');
    expect(localizedHref('/', 'da-DK')).toBe('/');
    expect(localizedHref('/', 'en-DK')).toBe('/en-DK');
  });

  it('fills in parameters and keeps the query and the hash', () => {
    expect(localizedHref({ pathname: '/property/[slug]', params: { slug: 'egeparken-1' } }, 'en-DK')).toBe('/en-DK/bolig/egeparken-1');
    expect(localizedHref({ pathname: '/search', query: { sted: 'city:aarhus' } }, 'da-DK')).toBe('/soeg?sted=city%3Aaarhus');
    expect(localizedHref({ pathname: '/developers', hash: 'webhooks' }, 'da-DK')).toBe('/udvikler#webhooks');
    expect(localizedHref({ pathname: '/search', query: { sted: 'city:aarhus', view: undefined } }, 'da-DK')).toBe(
      '/soeg?sted=city%3Aaarhus',
    );
  });
});

describe('Link', () => {
  const render = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: 'en-DK', messages: {}, children: element }));

  it('is a plain anchor marked for the app router, keeping its other attributes', () => {
    expect(render(createElement(Link, { href: '/help', className: 'nav-link', children: 'Help' }))).toBe(
      '<a href="/en-DK/hjaelp" data-client-nav="" class="nav-link">Help</a>',
    );
    expect(render(createElement(Link, { href: '/search', scroll: false, children: 'Map' }))).toBe(
      '<a href="/en-DK/soeg" data-client-nav="" data-keep-scroll="">Map</a>',
    );
  });
});
