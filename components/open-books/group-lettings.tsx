import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getTranslations } from '@/lib/i18n/translations';
import { groupOutcomes } from '@/lib/open-books/service';
import { Section } from '@/components/catalogue/section';
import { LettingFiguresTable } from './letting-figures';
import { seniorityText } from './letting-text';

/** A group's (and its waiting list's) newest lettings and its figures per year; nothing when none was let here. */
export async function GroupLettings({ groupSlug, locale }: { groupSlug: string; locale: Locale }) {
  const [outcomes, t] = await Promise.all([groupOutcomes(groupSlug), getTranslations('openBooks')]);
  if (!outcomes.recent.length) return null;
  return (
    <Section id="group-lettings-heading" title={t('group.heading')}>
      <p>{t('group.intro')}</p>
      {/* Every word may break: five columns fit a phone without a table that scrolls sideways. */}
      <div className="table-responsive">
        <table className="table table-sm text-break">
          <thead>
            <tr>
              <th scope="col">{t('group.home')}</th>
              <th scope="col">{t('group.when')}</th>
              <th scope="col">{t('group.how')}</th>
              <th scope="col" className="text-end">
                {t('group.pool')}
              </th>
              <th scope="col">{t('group.winner')}</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.recent.map((letting) => {
              const { details } = letting;
              const pool = details
                ? 'exact' in details.pool
                  ? String(details.pool.exact)
                  : t('figures.fewer', { min: details.pool.fewerThan })
                : null;
              const winner =
                details?.position != null
                  ? [t('group.position', { position: details.position }), details.seniority ? seniorityText(t, details.seniority) : null]
                      .filter(Boolean)
                      .join(' · ')
                  : t('group.none');
              return (
                <tr key={`${letting.homeSlug}-${letting.letOn}`}>
                  <th scope="row" className="fw-normal">
                    <Link href={{ pathname: '/property/[slug]', params: { slug: letting.homeSlug } }}>{letting.homeLabel}</Link>
                  </th>
                  <td>{formatDate(letting.letOn, locale)}</td>
                  <td>{t(`group.route.${letting.route}`)}</td>
                  {details ? (
                    <>
                      <td className="text-end">{pool}</td>
                      <td>{winner}</td>
                    </>
                  ) : (
                    <td colSpan={2}>{t('group.later')}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LettingFiguresTable years={outcomes.years} locale={locale} />
      <p className="small text-body-secondary mb-0">{t('outcome.privacy')}</p>
    </Section>
  );
}
