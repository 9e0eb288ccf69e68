import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/components/layout/entity-page';
import { staticRoutePage } from '@/components/layout/route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import { RefreshOnSignIn } from './account-forms';

type Route = '/account' | '/account/personal-info' | '/account/profile' | '/account/notifications' | '/applications';

/**
 * A personal page: signed out it asks to sign in (and re-renders once that happens), a deactivated
 * user gets SPEC §8's message, and only a signed-in user reaches `body`.
 */
export function signedInRoutePage(route: Route, body: (user: SessionUser, searchParams: SearchParams) => Promise<ReactNode>) {
  return staticRoutePage(route, async (_locale, searchParams) => {
    const user = await getSessionUser(await headers());
    if (!user) {
      return (
        <>
          <SignInRequired />
          <RefreshOnSignIn />
        </>
      );
    }
    if (user.deactivated) {
      const t = await getTranslations('account.deactivated');
      return (
        <div role="alert" className="alert alert-danger">
          {t('text')}
        </div>
      );
    }
    return body(user, searchParams);
  });
}
