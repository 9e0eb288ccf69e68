import { getTranslations } from 'next-intl/server';
import type { PropertySummary } from '@/lib/catalogue/repository';

export async function PropertyFacts({ property }: { property: PropertySummary }) {
  const t = await getTranslations('common.units');
  return (
    <ul className="list-inline fs-5">
      <li className="list-inline-item">{t('rooms', { count: property.rooms })}</li>
      <li className="list-inline-item">{t('size', { size: property.sizeM2 })}</li>
      <li className="list-inline-item fw-semibold">{t('rentPerMonth', { amount: property.monthlyRent })}</li>
    </ul>
  );
}
