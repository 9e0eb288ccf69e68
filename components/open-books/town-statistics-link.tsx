import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from '@/lib/i18n/translations';

/** The town page's way to its statistics: lettings through Hjemly and rents per m². */
export async function TownStatisticsLink({ slug, city }: { slug: string; city: string }) {
  const t = await getTranslations('openBooks.town');
  return (
    <p className="mb-4">
      <Link href={{ pathname: '/rental-housing/[slug]/statistics', params: { slug } }}>{t('link', { city })}</Link>
    </p>
  );
}
