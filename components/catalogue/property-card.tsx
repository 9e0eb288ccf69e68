import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { Link } from '@/lib/i18n/navigation';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PropertyCard as Card } from '@/lib/search/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { ResponsiveImage } from '@/components/images/responsive-image';

type Props = { card: Card; layout: 'list' | 'grid'; priority?: boolean; headingLevel?: 'h2' | 'h3' };

/** One home in a result list: picture, address, size, rooms, rent, status and markers. */
export async function PropertyCard({ card, layout, priority = false, headingLevel: Heading = 'h2' }: Props) {
  const locale = (await getLocale()) as Locale;
  const g = await getTranslations('general');
  const address = [card.street, card.floorDoor].filter(Boolean).join(', ');
  const upcoming = card.vacancyDate && card.vacancyDate > todayInCopenhagen();
  const horizontal = layout === 'list';
  return (
    <article className={`card h-100 hj-property-card${horizontal ? ' flex-md-row' : ''}`}>
      <div className={horizontal ? 'hj-card-media-list' : ''}>
        {card.imageId ? (
          <ResponsiveImage
            imageId={card.imageId}
            alt={card.imageAlt || g('images.altProperty', { address })}
            width={horizontal ? 320 : 400}
            aspectRatio="4:3"
            sizes={horizontal ? '(min-width: 768px) 320px, 100vw' : '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw'}
            priority={priority}
            className={horizontal ? 'img-fluid rounded-start-md' : 'card-img-top'}
          />
        ) : null}
      </div>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          {card.sponsored ? <span className="badge text-bg-warning">{g('sponsored')}</span> : null}
          {card.isNewBuild ? <span className="badge text-bg-info">{g('newBuild')}</span> : null}
          {card.availability === 'reserved' ? <span className="badge text-bg-secondary">{g('availability.reserved')}</span> : null}
        </div>
        <Heading className="h5 card-title">
          <Link href={{ pathname: '/property/[slug]', params: { slug: card.slug } }} className="stretched-link text-decoration-none">
            {address}
          </Link>
        </Heading>
        <p className="card-text text-body-secondary mb-2">
          {postalLine({ postcode: card.postcode, district: districtOf(card) })} · {g(`propertyType.${card.type}`)}
        </p>
        <p className="card-text mb-2">
          {g('units.rooms', { count: card.rooms })} · {g('units.size', { size: card.sizeM2 })}
        </p>
        <p className="card-text fs-5 fw-semibold mt-auto mb-1">{g('units.pricePerMonth', { amount: formatKroner(card.monthlyRent) })}</p>
        <p className="card-text small text-body-secondary mb-0">
          {upcoming && card.vacancyDate
            ? g('availability.availableFrom', { date: formatDate(card.vacancyDate, locale) })
            : g('availability.availableNow')}
        </p>
      </div>
    </article>
  );
}
