import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import { popularCities } from '@/lib/search/service';
import { pageCompanyScope } from '@/components/white-label/page-host';

type Route = '/rental-housing/[slug]' | '/new-build/[slug]';
type City = Awaited<ReturnType<typeof popularCities>>[number];
type Props = {
  route: Route;
  /** The towns shown at once, most homes first. */
  top: number;
  /** The rest behind an "all towns" disclosure; without it they are left out. */
  disclose?: boolean;
};

/**
 * Towns with homes, most first, each with its count (popular cities). A phone shows two chips a row,
 * so the long tail of towns waits behind a disclosure instead of pushing the homes far down.
 */
export async function TownLinks({ route, top, disclose = false }: Props) {
  const t = await getTranslations('common.catalogue');
  const cities = await popularCities(await pageCompanyScope(), { newBuild: route === '/new-build/[slug]' });
  const rest = disclose ? cities.slice(top) : [];
  return (
    <section aria-labelledby={`towns-${route.length}`}>
      <h2 id={`towns-${route.length}`} className="h4">
        {t('popularCities')}
      </h2>
      <TownChips route={route} cities={cities.slice(0, top)} />
      {rest.length > 0 ? (
        <details className="mt-2">
          <summary className="hj-disclosure">{t('allCities', { count: cities.length })}</summary>
          <TownChips route={route} cities={rest} />
        </details>
      ) : null}
    </section>
  );
}

async function TownChips({ route, cities }: { route: Route; cities: City[] }) {
  const g = await getTranslations('general.units');
  return (
    <ul className="hj-town-chips list-unstyled mb-0">
      {cities.map((city) => (
        <li key={city.slug}>
          <Link href={{ pathname: route, params: { slug: city.slug } }} className="hj-town-chip">
            {/* The space keeps "Aarhus 45 boliger" apart for a screen reader; the layout ignores it. */}
            <span className="fw-semibold">{city.name}</span>{' '}
            <span className="small text-body-secondary">{g('homes', { count: city.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
