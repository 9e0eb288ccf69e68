import { getTranslations } from '@/lib/i18n/translations';
import type { SearchPage } from '@/lib/search/schema';

/** "24 boliger", or "1.000+ boliger" past the count cap. */
export async function ResultCount({ page }: { page: Pick<SearchPage, 'total' | 'totalIsCapped'> }) {
  const t = await getTranslations('search.results');
  return <>{page.totalIsCapped ? t('countAtLeast', { count: page.total }) : t('count', { count: page.total })}</>;
}
