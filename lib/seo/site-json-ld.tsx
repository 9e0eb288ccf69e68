import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { getWhiteLabelConfig } from '@/lib/white-label/service';
import { siteJsonLd } from './structured-data';
import { absoluteUrl } from './urls';

/**
 * Organization + WebSite JSON-LD for the home page, named after the host's white-label config.
 * A self-contained element so the home page (owned elsewhere) needs one import and one line.
 */
export async function SiteJsonLd() {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  const config = await getWhiteLabelConfig(requestHeaders.get('host'));
  return <JsonLd data={siteJsonLd({ name: config.name, url: absoluteUrl(locale, '/'), locale })} />;
}
