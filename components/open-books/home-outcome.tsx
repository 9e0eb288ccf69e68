import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { getTranslations } from '@/lib/i18n/translations';
import type { PublicLetting } from '@/lib/open-books/schema';
import { Section } from '@/components/catalogue/section';
import { poolText, winnerText } from './letting-text';

/** What happened to a let home: when and how, how many were offered it or applied, whom it went to (never by name). */
export async function HomeOutcome({ outcome, locale }: { outcome: PublicLetting; locale: Locale }) {
  const t = await getTranslations('openBooks');
  const { details } = outcome;
  const winner = details ? winnerText(t, details) : null;
  return (
    <Section id="letting-outcome-heading" title={t('outcome.heading')}>
      <ul className="list-unstyled mb-2">
        <li>{t(`outcome.route.${outcome.route}`, { date: formatDate(outcome.letOn, locale) })}</li>
        {details ? (
          <>
            <li>{poolText(t, outcome.route, details.pool)}</li>
            {winner ? <li>{winner}</li> : null}
            <li>{t('outcome.daysToLet', { days: details.daysToLet })}</li>
          </>
        ) : (
          <li>{t('outcome.delayed')}</li>
        )}
      </ul>
      <p className="small text-body-secondary mb-0">{t('outcome.privacy')}</p>
    </Section>
  );
}
