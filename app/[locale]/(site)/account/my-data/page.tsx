import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { headers } from 'next/headers';
import { signedInGate, signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { MyDataActions } from '@/components/my-data/my-data-actions';
import { MyDataView, RetentionSection } from '@/components/my-data/my-data-view';
import type { Locale } from '@/lib/i18n/routing';
import { MY_DATA_LINK_DAYS, myDataForPage, RETENTION } from '@/lib/my-data/service';
import { requestNow } from '@/lib/time/test-clock';

/** /konto/mine-data: everything Hjemly holds about the person, how to take it with them, and how long it is kept. */
const page = signedInRoutePage('/account/my-data', async (user, searchParams) => {
  const locale = (await getLocale()) as Locale;
  const data = await myDataForPage(user, requestNow(await headers()));
  const actions = <MyDataActions locale={locale} email={user.email} linkDays={MY_DATA_LINK_DAYS} searchParams={searchParams} />;
  if (data === null) return signedInGate(null);
  if (data === 'rateLimited') {
    const t = await getTranslations({ locale, namespace: 'account.myData' });
    return (
      <>
        <div role="alert" className="alert alert-warning">
          {t('rateLimited')}
        </div>
        <RetentionSection locale={locale} retention={RETENTION} />
      </>
    );
  }
  return (
    <>
      {actions}
      <MyDataView data={data} locale={locale} retention={RETENTION} />
    </>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
