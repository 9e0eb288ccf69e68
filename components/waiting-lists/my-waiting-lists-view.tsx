'use client';

import { useTranslations } from 'next-intl';
import { SignedInData } from '@/components/accounts/signed-in-data';
import { preloadApiRead } from '@/lib/api/queries';
import { MemberViewings } from '@/components/viewings/own-viewings';
import type { Locale } from '@/lib/i18n/routing';
import { MY_MEMBER_VIEWINGS_RESOURCE, useMyMemberViewings } from '@/lib/viewings/hooks';
import { MY_MEMBERSHIPS_RESOURCE, useMyMemberships } from '@/lib/waiting-lists/hooks';
import { MyWaitingLists } from './my-waiting-lists';

/**
 * /ventelister's personal part. The page around it is the same for everyone and served from the
 * page cache; the person's lists and viewings are asked for here, with the session cookie. The page's
 * HTML names their addresses for preloading, so the requests start with the page's scripts, not
 * after them.
 */
export function MyWaitingListsView({ locale }: { locale: Locale }) {
  preloadApiRead(MY_MEMBERSHIPS_RESOURCE);
  preloadApiRead(MY_MEMBER_VIEWINGS_RESOURCE);
  const t = useTranslations('waitingList.mine');
  const memberships = useMyMemberships();
  const viewings = useMyMemberViewings();
  return (
    <SignedInData queries={[memberships, viewings]} texts={{ loading: t('loading'), failed: t('loadFailed') }}>
      {() => (
        <>
          {viewings.data!.length ? <MemberViewings viewings={viewings.data!} locale={locale} /> : null}
          <MyWaitingLists memberships={memberships.data!} locale={locale} />
        </>
      )}
    </SignedInData>
  );
}
