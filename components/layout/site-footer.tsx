import { getTranslations } from '@/lib/i18n/translations';
import type { FooterContent } from '@/lib/content/schema';
import { CmsLink } from '@/components/ui/cms-link';
import { CookieSettingsButton } from '@/components/analytics/cookie-settings-button';

export async function SiteFooter({ content, brand }: { content: FooterContent; brand: string }) {
  const t = await getTranslations('common.footer');
  return (
    <footer className="hj-footer mt-5 py-5" aria-label={t('label')}>
      <div className="container-xxl">
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <p className="h5">{brand}</p>
            <p>{content.about}</p>
          </div>
          {content.columns.map((column) => (
            <div key={column.id} className="col-6 col-md-4 col-lg-2">
              <p className="h6">{column.title}</p>
              <ul className="list-unstyled">
                {column.links.map((link) => (
                  <li key={link.id} className="mb-1">
                    <CmsLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <hr />
        <p className="small mb-1">
          <CookieSettingsButton />
        </p>
        <p className="small mb-1">{t('rights', { year: new Date().getFullYear() })}</p>
        <p className="small mb-0">{t('addressData')}</p>
      </div>
    </footer>
  );
}
