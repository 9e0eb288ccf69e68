import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './routing';

/** next-intl's locale cookie (its default name, which lib/http/request-locale.ts reads too). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

// The path says the language. A first visit to an unprefixed address goes by the browser's language
// too (an English browser lands on English pages); once the locale cookie is there it names only the
// language of the last page seen, not a choice, so an unprefixed link then stays Danish.
const byPathAlone = createMiddleware(routing);
const byPathThenBrowser = createMiddleware({ ...routing, localeDetection: true });
export const handleI18nRouting = (request: NextRequest) => (request.cookies.has(LOCALE_COOKIE) ? byPathAlone : byPathThenBrowser)(request);
