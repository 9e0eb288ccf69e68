import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { popularCities } from '@/lib/search/service';
import { pageCompanyScope } from '@/components/white-label/page-host';

type Props = { route: '/rental-housing/[slug]' | '/new-build/[slug]'; limit?: number };

/** Towns with homes, most first, each with its count (popular cities). */
export async function TownLinks({ route, limit }: Props) {
  const t = await getTranslations('common.catalogue');
  const g = await getTranslations('general.units');
  const cities = (await popularCities(await pageCompanyScope(), { newBuild: route === '/new-build/[slug]' })).slice(0, limit);
  return (
    <section aria-labelledby={`towns-${route.length}`}>
      <h2 id={`towns-${route.length}`} className="h4">
        {t('popularCities')}
      </h2>
      <ul className="row list-unstyled g-2">
        {cities.map((city) => (
          <li key={city.slug} className="col-6 col-md-4 col-lg-3">
            <Link
              href={{ pathname: route, params: { slug: city.slug } }}
              className="d-flex justify-content-between border rounded px-3 py-2 text-decoration-none"
            >
              <span>{city.name}</span>
              <span className="text-body-secondary">{g('homes', { count: city.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
