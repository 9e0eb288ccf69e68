'use client';

import { useTranslations } from 'next-intl';
import { useAuth, type AuthUser } from '@/components/accounts/auth-provider';
import { SignedInData } from '@/components/accounts/signed-in-data';
import { preloadApiRead } from '@/lib/api/queries';
import { HOME_BASE_RESOURCE, useHomeBase, useMenuSummary } from '@/lib/home-base/hooks';
import type { HomeBase, MenuSummary } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { HomeBaseView } from './home-base';
import { PersonalPagesNav } from './personal-pages-nav';

/** The person's part as the server read it for a browser without scripts (components/accounts/personal-part.ts). */
export type ServerHomeBase = { base: HomeBase; menu: MenuSummary; user: AuthUser };

/**
 * /konto's content. The page is the same HTML for everyone (served from the page cache). The greeting
 * and the console link come from the session the header reads on every page, with the user menu's
 * summary; the overview is asked for here, with the session cookie, from an address the HTML preloads.
 *
 * The overview is as long as the person's things, so nothing that someone may already be reading sits
 * below it: the greeting keeps its two lines from the start, and the links to every page, the same
 * for everyone, are drawn above the overview with the HTML. The console link comes last in that list,
 * so it moves no other link; should it take a row of its own, what moves down is the spinner.
 */
export function AccountHome({ locale, initial }: { locale: Locale; initial?: ServerHomeBase }) {
  preloadApiRead(HOME_BASE_RESOURCE);
  const t = useTranslations('homeBase');
  const auth = useAuth();
  const user = auth.user ?? initial?.user ?? null;
  const { data: summary } = useMenuSummary(auth.status === 'authenticated', auth.menu ?? initial?.menu ?? null);
  const overview = useHomeBase(initial?.base);
  return (
    <>
      <Greeting user={user} loading={auth.status === 'uninitialized'} />
      <PersonalPagesNav companyMember={(summary ?? initial?.menu)?.companyMember ?? false} />
      <SignedInData queries={[overview]} texts={{ loading: t('loading'), failed: t('error') }}>
        {() => <HomeBaseView base={overview.data!} locale={locale} />}
      </SignedInData>
    </>
  );
}

/** "Hej Ida" and the address signed in with; while the session comes, two empty lines of the same height. */
function Greeting({ user, loading }: { user: AuthUser | null; loading: boolean }) {
  const t = useTranslations('account.overview');
  if (user) {
    return (
      <>
        <p className="lead mb-1">{t('greeting', { firstName: user.name.split(' ')[0] || user.name })}</p>
        <p className="text-body-secondary text-break">{t('signedInAs', { email: user.email })}</p>
      </>
    );
  }
  if (!loading) return null;
  return (
    <div aria-hidden="true">
      <p className="lead mb-1">{'\u00a0'}</p>
      <p>{'\u00a0'}</p>
    </div>
  );
}
