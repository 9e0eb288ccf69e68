import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's locale-aware navigation; import from ./navigation, whose Link prefetches on intent.
export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname, permanentRedirect } = createNavigation(routing);
