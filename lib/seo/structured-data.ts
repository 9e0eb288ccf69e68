/** schema.org BreadcrumbList; the last item is the page itself, which needs no URL. */
export function breadcrumbListJsonLd(items: readonly { name: string; url?: string }[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** The site as an organisation and a website, for the home page (search engines' site name). */
export function siteJsonLd({ name, url, locale }: { name: string; url: string; locale: string }): Record<string, unknown> {
  // One organisation for the whole origin; one website node per language version of the home page.
  const root = new URL('/', url).href;
  const organization = { '@type': 'Organization', '@id': `${root}#organization`, name, url: root };
  const website = { '@type': 'WebSite', '@id': `${url}#website`, name, url, inLanguage: locale, publisher: { '@id': organization['@id'] } };
  return { '@graph': [organization, website] };
}
