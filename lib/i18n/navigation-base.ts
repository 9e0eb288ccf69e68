import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's locale-aware navigation; import from ./navigation, whose Link is a plain <a> (./link.tsx).
// LocaleLink, next-intl's own, is for the one link that changes the language (it keeps the locale cookie in step).
export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname, permanentRedirect } = createNavigation(routing);
