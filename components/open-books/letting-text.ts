import type { getTranslations } from '@/lib/i18n/translations';
import type { PublicLettingDetails } from '@/lib/open-books/schema';
import type { YearBracket } from '@/lib/open-books/privacy';
import type { LettingRoute } from '@/lib/open-books/schema';

type T = Awaited<ReturnType<typeof getTranslations<'openBooks'>>>;

/** "fra 2019", or "fra 2017–2019" when the bracket spans years. */
export function seniorityText(t: T, bracket: YearBracket): string {
  return bracket.from === bracket.to
    ? t('outcome.seniorityYear', { year: String(bracket.from) })
    : t('outcome.seniorityRange', { from: String(bracket.from), to: String(bracket.to) });
}

/** How many were offered the home (a list) or applied for it, in a sentence: the number, or "fewer than 5". */
export function poolText(t: T, route: LettingRoute, pool: PublicLettingDetails['pool']): string {
  const few = route === 'waitingList' ? 'outcome.offeredFew' : 'outcome.appliedFew';
  const many = route === 'waitingList' ? 'outcome.offered' : 'outcome.applied';
  return 'exact' in pool ? t(many, { count: pool.exact }) : t(few, { min: pool.fewerThan });
}

/** "Boligen gik til nr. 7 på listen · anciennitet fra 2019."; null when the rules keep the winner back. */
export function winnerText(t: T, details: PublicLettingDetails): string | null {
  if (details.position === null) return null;
  return details.seniority
    ? t('outcome.winnerSeniority', { position: details.position, seniority: seniorityText(t, details.seniority) })
    : t('outcome.winner', { position: details.position });
}
