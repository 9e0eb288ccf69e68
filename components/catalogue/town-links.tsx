import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { listTowns } from '@/lib/addresses/towns';

type Props = { route: '/rental-housing/[slug]' | '/new-build/[slug]' };

export async function TownLinks({ route }: Props) {
  const t = await getTranslations('common.catalogue');
  return (
    <section aria-labelledby="towns-heading">
      <h2 id="towns-heading" className="h4">
        {t('popularCities')}
      </h2>
      <ul className="row list-unstyled">
        {listTowns().map((town) => (
          <li key={town.slug} className="col-6 col-md-4 col-lg-3 py-1">
            <Link href={{ pathname: route, params: { slug: town.slug } }}>{town.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
