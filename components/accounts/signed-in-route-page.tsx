import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import type { SearchParams } from '@/components/layout/entity-page';
import { staticRoutePage } from '@/components/layout/route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import { RefreshOnSignIn } from './refresh-on-sign-in';

type Route =
  | '/account/personal-info'
  | '/account/profile'
  | '/account/notifications'
  | '/account/my-data'
  | '/account/messages'
  | '/saved-searches'
  | '/interest-lists';

/**
 * What a personal page shows instead of its content: signed out, a request to sign in (re-rendering
 * once that happens); deactivated, the "account deactivated" message. Null when `user` may see the page.
 */
export async function signedInGate(user: SessionUser | null): Promise<ReactNode | null> {
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
  return null;
}

/** A personal page at a static route: only a signed-in, active user reaches `body`. */
export function signedInRoutePage(route: Route, body: (user: SessionUser, searchParams: SearchParams) => Promise<ReactNode>) {
  return staticRoutePage(route, async (_locale, searchParams) => {
    const user = await getSessionUser(await headers());
    return user && !user.deactivated ? body(user, searchParams) : signedInGate(user);
  });
}
