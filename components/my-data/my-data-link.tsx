import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { MyDataLinkState } from '@/lib/my-data/schema';

/** The mailed link's page: the download button while the link works, else why it does not. */
export async function MyDataLink({ token, state, locale }: { token: string; state: MyDataLinkState; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.myData.link' });
  if (state !== 'valid') {
    return (
      <>
        <div role="alert" className="alert alert-warning">
          {t(state)}
        </div>
        <p>
          <Link href="/account/my-data">{t('toMyData')}</Link>
        </p>
      </>
    );
  }
  return (
    <form method="post" action={`/api/my-data/${encodeURIComponent(token)}?locale=${locale}`}>
      <p>{t('valid')}</p>
      <button type="submit" className="btn btn-primary">
        {t('download')}
      </button>
    </form>
  );
}
