import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { PublicCompany } from '@/lib/catalogue/schema';
import { ResponsiveImage } from '@/components/images/responsive-image';
import styles from './catalogue.module.css';

type Props = { company: PublicCompany; title: string; linkToCompany?: boolean };

/** The landlord's public contact details; on the landlord's own page it does not link to itself. */
export async function CompanyBox({ company, title, linkToCompany = true }: Props) {
  const [t, g] = await Promise.all([getTranslations('property'), getTranslations('general')]);
  const companyHref = { pathname: '/company/[slug]' as const, params: { slug: company.slug } };
  return (
    <section aria-labelledby="landlord-heading" className="card">
      <div className="card-body">
        <h2 id="landlord-heading" className="h5">
          {title}
        </h2>
        <div className="d-flex gap-3 align-items-center mb-3">
          {/* The name stands beside the logo, so the logo itself is decorative. */}
          {company.logoImageId ? (
            <ResponsiveImage
              imageId={company.logoImageId}
              alt=""
              width={64}
              aspectRatio="1:1"
              resize="contain"
              className={`rounded border ${styles.logo}`}
            />
          ) : null}
          <p className="fw-semibold mb-0">{linkToCompany ? <Link href={companyHref}>{company.name}</Link> : company.name}</p>
        </div>
        <ul className="list-unstyled mb-0">
          {company.phone ? (
            <li className="mb-1">
              {t('company.phone')}: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            </li>
          ) : null}
          {company.email ? (
            <li className="mb-1 text-break">
              {t('company.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          ) : null}
          {company.website ? (
            <li className="mb-1 text-break">
              {t('company.website')}:{' '}
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                {new URL(company.website).host}
                <span className="visually-hidden"> ({g('actions.openInNewWindow')})</span>
              </a>
            </li>
          ) : null}
        </ul>
        {company.handlesApplicationsExternally ? (
          <p className="small text-body-secondary mt-3 mb-0">{t('notices.externalLandlord', { company: company.name })}</p>
        ) : null}
        {linkToCompany ? (
          <Link href={companyHref} className="btn btn-outline-primary btn-sm mt-3">
            {t('actions.seeLandlord', { company: company.name })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
