import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { Link } from '@/lib/i18n/navigation';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PropertyCard } from '@/lib/search/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { ResponsiveImage } from '@/components/images/responsive-image';
import styles from './catalogue.module.css';

/**
 * A home in a landlord's embedded overview. The link opens the home on Hjemly in a new tab, not
 * inside the landlord's frame, and leaves the landlord's page where it was.
 */
export async function EmbedCard({ home }: { home: PropertyCard }) {
  const locale = (await getLocale()) as Locale;
  const [g, e] = await Promise.all([getTranslations('general'), getTranslations('embedded')]);
  const address = [home.street, home.floorDoor].filter(Boolean).join(', ');
  return (
    <article className="card h-100 flex-row overflow-hidden">
      {home.imageId ? (
        <div className={`flex-shrink-0 ${styles.embedMedia}`}>
          <ResponsiveImage
            imageId={home.imageId}
            alt={home.imageAlt || g('images.altProperty', { address })}
            width={160}
            aspectRatio="1:1"
            sizes="160px"
            className="img-fluid h-100 object-fit-cover"
          />
        </div>
      ) : null}
      <div className="card-body p-2 position-relative">
        <h2 className="h6 card-title mb-1">
          <Link
            href={{ pathname: '/property/[slug]', params: { slug: home.slug } }}
            target="_blank"
            rel="noopener"
            className="stretched-link"
            title={e('opensOnHjemly')}
          >
            {address}
          </Link>
        </h2>
        <p className="card-text small text-body-secondary mb-1">
          {postalLine({ postcode: home.postcode, district: districtOf(home) })} · {g(`propertyType.${home.type}`)}
        </p>
        <p className="card-text small mb-1">
          {g('units.roomsShort', { count: home.rooms })} · {g('units.size', { size: home.sizeM2 })}
        </p>
        <p className="card-text fw-semibold mb-0">{g('units.pricePerMonth', { amount: formatKroner(home.monthlyRent) })}</p>
        <p className="card-text small text-body-secondary mb-0">
          {home.vacancyDate && home.vacancyDate > todayInCopenhagen()
            ? g('availability.availableFrom', { date: formatDate(home.vacancyDate, locale) })
            : g('availability.availableNow')}
        </p>
      </div>
    </article>
  );
}
