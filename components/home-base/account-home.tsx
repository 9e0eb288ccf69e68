'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/accounts/auth-provider';
import { SignedInData } from '@/components/accounts/signed-in-data';
import { preloadApiRead } from '@/lib/api/queries';
import { ACCOUNT_HOME_RESOURCE, useAccountHome } from '@/lib/home-base/hooks';
import type { AccountHome as AccountHomeData } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { HomeBaseView } from './home-base';
import { PersonalPagesNav } from './personal-pages-nav';

/**
 * /konto's content. The page is the same HTML for everyone (served from the page cache); the greeting,
 * the console link and the overview are asked for here, with the session cookie, from an address the
 * HTML preloads.
 *
 * The overview is as long as the person's things, so nothing that someone may already be reading sits
 * below it: the greeting keeps its two lines from the start, and the links to every page, the same
 * for everyone, are drawn above the overview with the HTML. The console link, which only the answer
 * can tell, comes last in that list, so it moves no other link; should it take a row of its own, what
 * moves down is the spinner, which the overview replaces in the same render.
 */
export function AccountHome({ locale }: { locale: Locale }) {
  preloadApiRead(ACCOUNT_HOME_RESOURCE);
  const t = useTranslations('homeBase');
  const home = useAccountHome();
  // A failed read (a session that ended meanwhile) takes the greeting and the console link away with the overview.
  const shown = home.error ? undefined : home.data;
  return (
    <>
      <Greeting home={shown} pending={home.isPending} />
      <PersonalPagesNav companyMember={shown?.companyMember ?? false} />
      <SignedInData queries={[home]} texts={{ loading: t('loading'), failed: t('error') }}>
        {() => <HomeBaseView base={home.data!.homeBase} locale={locale} />}
      </SignedInData>
    </>
  );
}

/** "Hej Ida" and the address signed in with; while they come, two empty lines of the same height. */
function Greeting({ home, pending }: { home: AccountHomeData | undefined; pending: boolean }) {
  const t = useTranslations('account.overview');
  const { status } = useAuth();
  if (home) {
    return (
      <>
        <p className="lead mb-1">{t('greeting', { firstName: home.firstName })}</p>
        <p className="text-body-secondary text-break">{t('signedInAs', { email: home.email })}</p>
      </>
    );
  }
  if (!pending || status === 'anonymous') return null;
  return (
    <div aria-hidden="true">
      <p className="lead mb-1">{'\u00a0'}</p>
      <p>{'\u00a0'}</p>
    </div>
  );
}
