import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { HomeBaseView } from '@/components/home-base/home-base';
import { PersonalPagesNav } from '@/components/home-base/personal-pages-nav';
import type { Locale } from '@/lib/i18n/routing';
import { membershipsOf } from '@/lib/providers/console-service';

/**
 * /konto, the person's home base: what waits for their answer (soonest deadline first), what is
 * coming up, their applications, lists and searches, and a link to every personal page.
 */
const page = signedInRoutePage('/account', async (user) => {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('account.overview');
  const companyMember = (await membershipsOf(user)).length > 0;
  return (
    <>
      <p className="lead mb-1">{t('greeting', { firstName: user.name.split(' ')[0] ?? user.name })}</p>
      <p className="text-body-secondary">{t('signedInAs', { email: user.email })}</p>
      <HomeBaseView user={user} locale={locale} now={new Date()} />
      <PersonalPagesNav locale={locale} companyMember={companyMember} />
    </>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
