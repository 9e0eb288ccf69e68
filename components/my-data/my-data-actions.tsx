import { getTranslations } from '@/lib/i18n/translations';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import type { Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale; email: string; linkDays: number; searchParams: SearchParams };

/**
 * The download (a plain link to the JSON) and "Email me a copy": a plain form posting to its route,
 * which comes back here with `sendt=1` or the refusal, so both work before or without JavaScript.
 */
export async function MyDataActions({ locale, email, linkDays, searchParams }: Props) {
  const t = await getTranslations({ locale, namespace: 'account.myData.actions' });
  return (
    <section aria-labelledby="my-data-actions" className="border rounded p-3 mb-4">
      <h2 id="my-data-actions" className="h5">
        {t('heading')}
      </h2>
      {searchParams.sendt === '1' ? <FormAlert kind="success">{t('mailSent', { email, days: linkDays })}</FormAlert> : null}
      <FormRefusal locale={locale} searchParams={searchParams} namespace="account.myData" fallback={t('mail')} />
      <p className="mb-1">
        <a className="btn btn-primary" href="/api/account/export" download>
          {t('download')}
        </a>
      </p>
      <p className="small text-body-secondary">{t('downloadHint')}</p>
      <form method="post" action="/api/account/export/mail">
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        <button type="submit" className="btn btn-outline-primary">
          {t('mail')}
        </button>
      </form>
      <p className="small text-body-secondary mt-1 mb-0">{t('mailHint', { email, days: linkDays })}</p>
    </section>
  );
}
