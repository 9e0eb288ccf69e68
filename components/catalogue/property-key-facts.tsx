import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { ApplyAction } from './apply-action';
import { DetailList } from './detail-list';

const badge = {
  available: 'text-bg-success',
  reserved: 'text-bg-warning',
  rented: 'text-bg-secondary',
  unknown: 'text-bg-light border',
} as const;

/** What a tenant decides on first: rent, size, rooms, type, when it is free, where it is — and the way to apply. */
export async function PropertyKeyFacts({ property }: { property: PropertyPage }) {
  const locale = (await getLocale()) as Locale;
  const [t, g, f] = await Promise.all([getTranslations('property'), getTranslations('general'), getTranslations('propertyFinancials')]);
  const upcoming = property.vacancyDate && property.vacancyDate > todayInCopenhagen() ? property.vacancyDate : null;
  const items = [
    { label: t('labels.type'), value: g(`propertyType.${property.type}`) },
    { label: t('labels.rooms'), value: property.rooms },
    { label: t('labels.size'), value: t('values.size', { size: property.sizeM2 }) },
    {
      label: t('labels.availability'),
      value: <span className={`badge ${badge[property.availability]}`}>{g(`availability.${property.availability}`)}</span>,
    },
    ...(property.availability === 'rented'
      ? []
      : [{ label: t('labels.vacancyDate'), value: upcoming ? formatDate(upcoming, locale) : g('availability.availableNow') }]),
    {
      label: t('labels.address'),
      value: (
        <address className="mb-0">
          {[property.street, property.floorDoor].filter(Boolean).join(', ')}
          <br />
          {postalLine({ postcode: property.postcode, district: districtOf(property) })}
        </address>
      ),
    },
  ];
  return (
    <section aria-labelledby="facts-heading" className="card shadow-sm">
      <div className="card-body">
        <h2 id="facts-heading" className="h5">
          {t('sections.facts')}
        </h2>
        <p className="fs-2 fw-bold mb-0">{f('amountPerMonth', { amount: formatKroner(property.monthlyRent) })}</p>
        <p className="text-body-secondary small">
          {f('monthlyTotal')}: {f('amountPerMonth', { amount: formatKroner(property.costs.monthlyTotal) })}
        </p>
        <DetailList items={items} columns={1} />
        <ApplyAction property={property} />
      </div>
    </section>
  );
}
