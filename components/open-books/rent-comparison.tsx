import { formatKroner } from '@/lib/i18n/format';
import { getTranslations } from '@/lib/i18n/translations';
import type { SizeBand } from '@/lib/open-books/rent';
import type { RentComparison } from '@/lib/open-books/rent-service';
import { comparisonPlaceText } from './rent-place';

type T = Awaited<ReturnType<typeof getTranslations<'openBooks.rent'>>>;

/** "50–74 m²", "under 50 m²", "130 m² eller mere". */
export function bandText(t: T, band: SizeBand): string {
  if (band.from === null) return t('band.under', { to: band.to! });
  if (band.to === null) return t('band.over', { from: band.from });
  return t('band.between', { from: band.from, to: band.to - 1 });
}

/**
 * "Huslejen er 1.320 kr./m² om året; sammenlignelige boliger i 8000 Aarhus C: 1.050–1.410 kr./m²",
 * with the method behind a disclosure (one click, no script) and the rent board's word.
 */
export async function RentComparisonLine({ comparison }: { comparison: RentComparison }) {
  const t = await getTranslations('openBooks.rent');
  const place = comparisonPlaceText(comparison.place);
  const rent = formatKroner(comparison.perM2);
  return (
    <div className="mb-4" data-testid="rent-comparison">
      <p className="mb-1">
        {comparison.range
          ? t('line', { rent, place, low: formatKroner(comparison.range.low), high: formatKroner(comparison.range.high) })
          : t('alone', { rent, place })}{' '}
        <span className="text-body-secondary">{t('notLegal')}</span>
      </p>
      <details>
        <summary>{t('method')}</summary>
        <p className="mt-2 mb-1">{t('methodText', { band: bandText(t, comparison.band) })}</p>
        <p className="mb-0">{t('rentBoard')}</p>
      </details>
    </div>
  );
}
