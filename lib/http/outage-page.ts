import daCommon from '@/messages/da-DK/common.json';
import enCommon from '@/messages/en-DK/common.json';
import { errorMessage, type Outage, OUTAGES } from '@/lib/http/errors';
import { requestLocale } from '@/lib/http/request-locale';
import { localeOfPath } from '@/lib/i18n/paths';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';

const common = { 'da-DK': daCommon, 'en-DK': enCommon } as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's locale: its path's prefix (/en-DK/…), else what the request carries (the locale cookie, Accept-Language), else Danish. */
export function outagePageLocale(path: string, headers: Headers): Locale {
  const [pathname] = path.split('?');
  const { locale } = localeOfPath(pathname);
  // The default locale's pages carry no prefix: what the request carries tells them apart.
  return locale !== defaultLocale || pathname.split('/')[1] === defaultLocale ? locale : requestLocale(headers);
}

/*
 * The whole page a person gets while a service a page needs is out: a document of its own, with no
 * script, stylesheet or font to fetch and nothing read from the database or the CMS, since those
 * may be what is out. It says what is out, that it is worth trying again shortly, and links to the
 * same address.
 */
export function outagePage(locale: Locale, outage: Outage): string {
  const { title, retry } = common[locale].error;
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Hjemly</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;text-align:center;color:#212529}main{max-width:36rem;margin:auto}a{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#0d6efd;color:#fff;text-decoration:none}</style>
</head>
<body>
<main role="alert">
<h1>${escape(title)}</h1>
<p>${escape(errorMessage(locale, OUTAGES[outage].key))}</p>
<a href="">${escape(retry)}</a>
</main>
</body>
</html>
`;
}

/** Its headers: never stored, and allowed nothing beyond its own inline style. */
export const OUTAGE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;
