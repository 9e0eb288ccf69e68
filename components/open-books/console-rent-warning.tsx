import { formatKroner } from '@/lib/i18n/format';
import { getTranslations } from '@/lib/i18n/translations';
import type { RentComparison } from '@/lib/open-books/rent-service';
import { comparisonPlaceText } from './rent-place';

/** Under a console home priced far outside its range: its rent per m² beside the comparable homes'. */
export async function ConsoleRentWarning({ comparison }: { comparison: RentComparison | undefined }) {
  if (!comparison?.range) return null;
  const t = await getTranslations('openBooks.consoleRent');
  const { range } = comparison;
  return (
    <span className="d-block small text-danger-emphasis">
      {t('home', {
        rent: formatKroner(comparison.perM2),
        place: comparisonPlaceText(comparison.place),
        low: formatKroner(range.low),
        high: formatKroner(range.high),
      })}
    </span>
  );
}

/** The console's note above the groups when homes are priced far outside their range; a warning, never a refusal. */
export async function ConsoleRentSummary({ count }: { count: number }) {
  if (!count) return null;
  const t = await getTranslations('openBooks.consoleRent');
  return <p className="alert alert-warning">{t('summary', { count })}</p>;
}
