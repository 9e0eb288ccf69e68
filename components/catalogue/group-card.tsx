import { getTranslations } from '@/lib/i18n/translations';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import { hasWaitingList } from '@/lib/catalogue/rules';
import type { GroupCard as Card } from '@/lib/catalogue/schema';
import { ResponsiveImage } from '@/components/images/responsive-image';

/** One of a landlord's groups: picture, name, address, how many homes and from what rent. */
export async function GroupCard({ group }: { group: Card }) {
  const [t, g] = await Promise.all([getTranslations('property'), getTranslations('general')]);
  return (
    <article className="card h-100">
      {group.imageId ? (
        <ResponsiveImage
          imageId={group.imageId}
          alt={group.imageAlt || group.name}
          width={400}
          aspectRatio="16:9"
          sizes="(min-width: 1200px) 400px, (min-width: 576px) 50vw, 100vw"
          className="card-img-top img-fluid"
        />
      ) : null}
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          {group.isNewBuild ? <span className="badge text-bg-info">{g('newBuild')}</span> : null}
          {hasWaitingList(group) ? <span className="badge text-bg-light border">{g('waitingListOnly')}</span> : null}
        </div>
        <h3 className="h5 card-title">
          <Link href={{ pathname: '/property-group/[slug]', params: { slug: group.slug } }} className="stretched-link text-decoration-none">
            {group.name}
          </Link>
        </h3>
        <p className="card-text text-body-secondary mb-2">
          {group.street}, {postalLine({ postcode: group.postcode, district: districtOf(group) })}
        </p>
        <p className="card-text mb-1">
          {t('group.homesCount', { count: group.stats.homes })} · {t('group.availableCount', { count: group.stats.available })}
        </p>
        {group.stats.minRent !== null ? (
          <p className="card-text fw-semibold mt-auto mb-0">{g('units.priceFrom', { amount: formatKroner(group.stats.minRent) })}</p>
        ) : null}
      </div>
    </article>
  );
}
