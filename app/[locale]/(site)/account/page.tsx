import { getTranslations } from 'next-intl/server';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { offeredNotificationKinds } from '@/lib/email/preferences';
import { Link } from '@/lib/i18n/navigation';
import { membershipsOf } from '@/lib/providers/console-service';

const allSections = [
  { href: '/account/personal-info', title: 'personalInfo', text: 'personalInfoText' },
  { href: '/account/profile', title: 'profile', text: 'profileText' },
  { href: '/account/notifications', title: 'notifications', text: 'notificationsText' },
  { href: '/saved-searches', title: 'savedSearches', text: 'savedSearchesText' },
] as const;

// Notifications only once some mail can be switched off (see lib/email/preferences.ts).
const sections = allSections.filter((s) => s.href !== '/account/notifications' || offeredNotificationKinds.length > 0);

// Company members also reach the company console from here.
const companySection = { href: '/account/company', title: 'company', text: 'companyText' } as const;

const page = signedInRoutePage('/account', async (user) => {
  const t = await getTranslations('account.overview');
  const shown = (await membershipsOf(user)).length ? [...sections, companySection] : sections;
  return (
    <>
      <p className="lead mb-1">{t('greeting', { firstName: user.name.split(' ')[0] ?? user.name })}</p>
      <p className="text-body-secondary">{t('signedInAs', { email: user.email })}</p>
      <div className="row g-3">
        {shown.map((s) => (
          <div key={s.href} className="col-md-4">
            <Link href={s.href} className="card h-100 text-decoration-none">
              <div className="card-body">
                <h2 className="h5 card-title">{t(`sections.${s.title}`)}</h2>
                <p className="card-text text-body-secondary mb-0">{t(`sections.${s.text}`)}</p>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
