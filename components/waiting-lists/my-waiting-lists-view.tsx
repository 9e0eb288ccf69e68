'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { useAuth } from '@/components/accounts/auth-provider';
import { SignInRequired } from '@/components/layout/sign-in-required';
import { MemberViewings } from '@/components/viewings/own-viewings';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/routing';
import { MY_MEMBER_VIEWINGS_RESOURCE, useMyMemberViewings } from '@/lib/viewings/hooks';
import { MY_MEMBERSHIPS_RESOURCE, useMyMemberships } from '@/lib/waiting-lists/hooks';
import { MyWaitingLists } from './my-waiting-lists';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * /ventelister's personal part. The page around it is the same for everyone and served from the
 * page cache; the person's lists and viewings are asked for here, with the session cookie. The page's
 * HTML names their addresses for preloading, so the request starts with the page's scripts, not
 * after them.
 */
export function MyWaitingListsView({ locale }: { locale: Locale }) {
  for (const resource of [MY_MEMBERSHIPS_RESOURCE, MY_MEMBER_VIEWINGS_RESOURCE])
    preload(`/api/${resource}`, { as: 'fetch', crossOrigin: 'use-credentials' });
  const t = useTranslations('waitingList.mine');
  const { status } = useAuth();
  const memberships = useMyMemberships();
  const viewings = useMyMemberViewings();
  const { refetch: refetchMemberships } = memberships;
  const { refetch: refetchViewings } = viewings;
  const failure = memberships.error ?? viewings.error;
  const signedOut = status === 'anonymous' || statusOf(failure) === 401;

  // Signed in through the dialog on this page: the lists are asked for again with the new session.
  useEffect(() => {
    if (status !== 'authenticated') return;
    if (statusOf(memberships.error) === 401) void refetchMemberships();
    if (statusOf(viewings.error) === 401) void refetchViewings();
  }, [status, memberships.error, viewings.error, refetchMemberships, refetchViewings]);

  if (signedOut) return <SignInRequired />;
  if (statusOf(failure) === 403) return <Deactivated />;
  if (failure) {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
        <span>{t('loadFailed')}</span>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => void Promise.all([refetchMemberships(), refetchViewings()])}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!memberships.data || !viewings.data) return <Loading label={t('loading')} className="py-4" />;
  return (
    <>
      {viewings.data.length ? <MemberViewings viewings={viewings.data} locale={locale} /> : null}
      <MyWaitingLists memberships={memberships.data} locale={locale} />
    </>
  );
}

function Deactivated() {
  const t = useTranslations('account.deactivated');
  return (
    <div role="alert" className="alert alert-danger">
      {t('text')}
    </div>
  );
}
