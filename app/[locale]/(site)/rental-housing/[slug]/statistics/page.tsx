import { entityRoutePage } from '@/components/layout/entity-page';
import { loadTownStatistics, TownStatisticsBody } from '@/components/open-books/town-statistics';

const page = entityRoutePage({
  route: '/rental-housing/[slug]/statistics',
  load: loadTownStatistics,
  body: ({ data }, locale) => <TownStatisticsBody data={data} locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
