import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { getGeneral } from '@/lib/content/service';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { listUpcomingOpenHouses } from '@/lib/open-house/service';

/**
 * The group page's open-house banner (the CMS general block's words) with the next time and a link
 * to `/ejendom/{slug}/aabent-hus`, while an open house is coming; otherwise the private-showing
 * banner, which points to the landlord.
 */
export async function GroupOpenHouseBanner({ slug }: { slug: string }) {
  const locale = (await getLocale()) as Locale;
  const [events, general, t] = await Promise.all([
    listUpcomingOpenHouses(slug),
    getGeneral(locale),
    getTranslations('property.openHouse.banner'),
  ]);
  const [next, ...later] = events;
  if (!next) {
    const banner = general.privateShowingBanner;
    return banner ? (
      <aside aria-labelledby="private-showing-heading" className="alert alert-light border mb-5">
        <h2 id="private-showing-heading" className="h6">
          {banner.title}
        </h2>
        <p className="mb-0">{banner.text}</p>
      </aside>
    ) : null;
  }
  const banner = general.openHouseBanner;
  return (
    <aside aria-labelledby="open-house-heading" className="alert alert-primary mb-5">
      <h2 id="open-house-heading" className="h5">
        {banner?.title ?? t('title')}
      </h2>
      {banner ? <p>{banner.text}</p> : null}
      <p>
        {t('next', { date: formatDate(next.date, locale), from: next.from, to: next.to })}{' '}
        {later.length ? t('more', { count: later.length }) : null}
      </p>
      <Link href={{ pathname: '/property-group/[slug]/open-house', params: { slug } }} className="btn btn-primary">
        {banner?.linkLabel ?? t('action')}
      </Link>
    </aside>
  );
}
