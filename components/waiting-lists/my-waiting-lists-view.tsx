'use client';

import { useTranslations } from 'next-intl';
import { SignedInData } from '@/components/accounts/signed-in-data';
import { preloadApiRead } from '@/lib/api/queries';
import { MemberViewings } from '@/components/viewings/own-viewings';
import type { Locale } from '@/lib/i18n/routing';
import { MY_WAITING_LISTS_RESOURCE, useMyWaitingLists } from '@/lib/waiting-lists/hooks';
import type { MyWaitingListsWithChances } from '@/lib/open-books/schema';
import { MemberOffers } from './member-offers';
import { MyWaitingLists } from './my-waiting-lists';

/**
 * /ventelister's personal part. The page around it is the same for everyone and served from the
 * page cache; the person's lists and viewings are asked for here, in one request with the session
 * cookie. The page's HTML names its address for preloading, so it starts with the page's scripts,
 * not after them; `initial` is the part the server read for a browser without scripts.
 */
export function MyWaitingListsView({ locale, initial }: { locale: Locale; initial?: MyWaitingListsWithChances }) {
  preloadApiRead(MY_WAITING_LISTS_RESOURCE);
  const t = useTranslations('waitingList.mine');
  const lists = useMyWaitingLists<MyWaitingListsWithChances>(initial);
  return (
    <SignedInData queries={[lists]} texts={{ loading: t('loading'), failed: t('loadFailed') }}>
      {() => (
        <>
          {lists.data!.offers.length ? <MemberOffers offers={lists.data!.offers} locale={locale} /> : null}
          {lists.data!.viewings.length ? <MemberViewings viewings={lists.data!.viewings} locale={locale} /> : null}
          <MyWaitingLists memberships={lists.data!.memberships} chances={lists.data!.chances} locale={locale} />
        </>
      )}
    </SignedInData>
  );
}
