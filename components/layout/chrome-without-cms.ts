import type { FooterContent, HeaderContent } from '@/lib/content/schema';
import type { getTranslations } from '@/lib/i18n/translations';

type CommonTranslations = Awaited<ReturnType<typeof getTranslations<'common'>>>;

/**
 * The header a node shows while its CMS has never answered (an answer it once had is served
 * stale instead): the main routes and the sign-in, in the page's language, so pages that need
 * nothing from the CMS (homes, search, the account) stay usable. Pages that do need it fail on
 * their own, inside this chrome.
 */
export function headerWithoutCms(t: CommonTranslations): HeaderContent {
  return {
    menuLinks: [
      { id: 1, label: t('nav.search'), route: '/search' },
      { id: 2, label: t('nav.rentalHousing'), route: '/rental-housing' },
      { id: 3, label: t('nav.newBuild'), route: '/new-build' },
      { id: 4, label: t('nav.waitingLists'), route: '/search-waiting-lists' },
    ],
    login: { signIn: t('nav.signIn'), signUp: t('nav.signUp') },
    userMenu: [],
  };
}

export function footerWithoutCms(t: CommonTranslations): FooterContent {
  return { about: t('tagline'), columns: [] };
}
