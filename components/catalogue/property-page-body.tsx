import { districtOf, postalLine } from '@/lib/catalogue/address';
import { landlordTextLang } from '@/lib/i18n/landlord-text';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { PropertyPage } from '@/lib/catalogue/schema';
import styles from './catalogue.module.css';
import { GroupInterestList } from '@/components/interest-lists/group-interest-list';
import { HomeOutcome } from '@/components/open-books/home-outcome';
import type { HomeOutcome as Outcome } from '@/lib/open-books/service';
import { RentComparisonLine } from '@/components/open-books/rent-comparison';
import type { RentComparison } from '@/lib/open-books/rent-service';
import { CompanyBox } from './company-box';
import { HomeList } from './home-list';
import { ImageGallery } from './image-gallery';
import { LocationSection } from './location-section';
import { PropertyDescription, PropertyFixtures } from './property-description';
import { AdditionalDetails, OutdoorSpace } from './property-details';
import { PropertyFinancials } from './property-financials';
import { PropertyJsonLd } from './property-json-ld';
import { PropertyKeyFacts } from './property-key-facts';
import { Section } from './section';

type Props = { property: PropertyPage; outcome: Outcome | null; rent: RentComparison | null; title: string; locale: Locale };

/** `/bolig/{slug}`: gallery and key facts first, then every section of the home's description, the place, the landlord and the building. */
export async function PropertyPageBody({ property, outcome, rent, title, locale }: Props) {
  const [t, g] = await Promise.all([getTranslations('property'), getTranslations('general')]);
  const { group } = property;
  const groupHref = property.indexable
    ? { pathname: '/property-group/[slug]' as const, params: { slug: group.slug } }
    : { pathname: '/property-group/shared/[slug]' as const, params: { slug: group.slug } };
  return (
    <>
      {property.indexable ? <PropertyJsonLd property={property} title={title} locale={locale} /> : null}
      <div className={styles.layout}>
        <section className={styles.gallery} aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="visually-hidden">
            {g('images.gallery')}
          </h2>
          <ImageGallery images={property.images} fallbackAlt={g('images.altProperty', { address: title })} />
        </section>
        <div className={styles.facts}>
          <PropertyKeyFacts property={property} />
        </div>
        <div className={styles.main}>
          {outcome ? <HomeOutcome outcome={outcome} locale={locale} /> : null}
          <PropertyDescription headline={property.descriptionHeadline} text={property.description} lang={landlordTextLang(locale)} />
          <PropertyFinancials costs={property.costs} />
          {rent ? <RentComparisonLine comparison={rent} /> : null}
          <AdditionalDetails property={property} />
          <OutdoorSpace property={property} />
          <PropertyFixtures fixtures={property.fixtures} />
          <LocationSection
            lat={property.lat}
            lng={property.lng}
            address={`${title}, ${postalLine({ postcode: property.postcode, district: districtOf(property) })}`}
          />
          <Section id="group-heading" title={t('sections.propertyGroup')}>
            <p className="fw-semibold mb-1">{group.name}</p>
            {group.description ? <p lang={landlordTextLang(locale)}>{group.description}</p> : null}
            <Link href={groupHref}>{t('actions.seeGroup', { name: group.name })}</Link>
          </Section>
          {/* Following the group tells of its next homes, its waiting list and open houses (when it can be followed). */}
          <GroupInterestList group={group} />
          <CompanyBox company={group.company} title={t('sections.landlord')} />
        </div>
      </div>
      {property.otherHomes.length ? (
        <Section id="other-homes-heading" title={t('sections.otherHomes')} className="mt-5">
          <HomeList homes={property.otherHomes} />
        </Section>
      ) : null}
    </>
  );
}
