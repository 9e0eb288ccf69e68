import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { MIN_PEOPLE, type YearBracket } from '@/lib/open-books/privacy';
import type { ListChances, PublicLetting, WinnersEstimate } from '@/lib/open-books/schema';
import type { MyMembership } from '@/lib/waiting-lists/schema';
import { WaitEstimateText } from '@/components/waiting-lists/wait-estimate';

type T = ReturnType<typeof useTranslations<'waitingList.chances'>>;

function bracketText(t: T, bracket: YearBracket): string {
  return bracket.from === bracket.to
    ? t('seniorityYear', { year: String(bracket.from) })
    : t('seniorityRange', { from: String(bracket.from), to: String(bracket.to) });
}

/** The winner of one letting as published: place and bracket, or why they are not told. */
function winnerCells(t: T, { details }: PublicLetting) {
  if (!details) return <td colSpan={2}>{t('later')}</td>;
  if (details.position === null) return <td colSpan={2}>{t('fewOffered', { min: MIN_PEOPLE })}</td>;
  return (
    <>
      <td className="text-end">{details.position}</td>
      <td>{details.seniority ? bracketText(t, details.seniority) : t('noSeniority')}</td>
    </>
  );
}

function WinnersTable({ id, recent, locale }: { id: number; recent: PublicLetting[]; locale: Locale }) {
  const t = useTranslations('waitingList.chances');
  return (
    // Four short columns: every word may break, so the table fits a phone without scrolling sideways.
    <table className="table table-sm small text-break mb-2" aria-labelledby={`list-${id}-winners`}>
      <thead>
        <tr>
          <th scope="col">{t('when')}</th>
          <th scope="col" className="text-end">
            {t('position')}
          </th>
          <th scope="col">{t('seniority')}</th>
        </tr>
      </thead>
      <tbody>
        {recent.map((letting) => (
          <tr key={`${letting.homeSlug}-${letting.letOn}`}>
            <th scope="row" className="fw-normal">
              {formatDate(letting.letOn, locale)}
            </th>
            {winnerCells(t, letting)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WinnersEstimateText({ estimate }: { estimate: WinnersEstimate }) {
  const t = useTranslations('waitingList.chances');
  const tEstimate = useTranslations('waitingList.estimate');
  return (
    <section className="mt-3">
      <h3 className="h6">{tEstimate('title')}</h3>
      <p className="fw-semibold mb-1">
        {estimate.maxMonths === 0
          ? t('waitedLonger')
          : estimate.minMonths === estimate.maxMonths
            ? tEstimate('rangeSame', { min: estimate.minMonths })
            : tEstimate('range', { min: estimate.minMonths, max: estimate.maxMonths })}
      </p>
      <p className="small text-body-secondary mb-0">
        {t('method', { lettings: estimate.lettings, from: estimate.waitedFrom, to: estimate.waitedTo, waited: estimate.waited })}
      </p>
    </section>
  );
}

/**
 * Beside the member's own place: the seniority that won each of the list's last homes (as the
 * list's page publishes them), and the estimated wait from those winners — or, with fewer than 5 of
 * them, the list's pace of the last year, saying why.
 */
export function ListChancesPart({ membership: m, chances, locale }: { membership: MyMembership; chances?: ListChances; locale: Locale }) {
  const t = useTranslations('waitingList.chances');
  const passive = m.state === 'passive';
  const recent = chances?.recent ?? [];
  return (
    <>
      <section className="mt-3" aria-labelledby={`list-${m.id}-winners`}>
        <h3 id={`list-${m.id}-winners`} className="h6">
          {t('heading')}
        </h3>
        <p className="small mb-2">{t('yours', { date: formatDate(m.seniorityDate, locale), position: m.position })}</p>
        {recent.length ? <WinnersTable id={m.id} recent={recent} locale={locale} /> : <p className="small">{t('none')}</p>}
      </section>
      {chances?.estimate && !passive ? (
        <WinnersEstimateText estimate={chances.estimate} />
      ) : (
        <>
          <WaitEstimateText estimate={m.estimate} passive={passive} />
          {passive ? null : <p className="small text-body-secondary mt-1 mb-0">{t('tooFew')}</p>}
        </>
      )}
    </>
  );
}
