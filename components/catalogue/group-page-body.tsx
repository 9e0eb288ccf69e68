import { landlordTextLang } from '@/lib/i18n/landlord-text';
import { getTranslations } from '@/lib/i18n/translations';
import type { Locale } from '@/lib/i18n/routing';
import { hasWaitingList } from '@/lib/catalogue/rules';
import type { GroupPage } from '@/lib/catalogue/schema';
import styles from './catalogue.module.css';
import { groupAddress } from './catalogue-loaders';
import { CompanyBox } from './company-box';
import { GroupFacts } from './group-facts';
import { GroupJsonLd } from './group-json-ld';
import { GroupWaitingList } from './group-waiting-list';
import { HomeList } from './home-list';
import { ImageGallery } from './image-gallery';
import { GroupInterestList } from '@/components/interest-lists/group-interest-list';
import { GroupOpenHouseBanner } from '@/components/open-house/group-open-house-banner';
import { GroupLettings } from '@/components/open-books/group-lettings';
import { LocationSection } from './location-section';
import { Section } from './section';

type Props = { group: GroupPage; locale: Locale; path: 'public' | 'shareable' };

/**
 * `/ejendom/{slug}` and its share link: pictures, facts, waiting list, description, homes, place and
 * landlord. The share link shows no waiting list and carries no structured data.
 */
export async function GroupPageBody({ group, locale, path }: Props) {
  const [t, g, m] = await Promise.all([getTranslations('property'), getTranslations('general'), getTranslations('moreDetails')]);
  const isPublic = path === 'public';
  const showWaitingList = isPublic && hasWaitingList(group);
  return (
    <>
      {isPublic ? <GroupJsonLd group={group} locale={locale} /> : null}
      <div className={styles.layout}>
        <section className={styles.gallery} aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="visually-hidden">
            {g('images.gallery')}
          </h2>
          <ImageGallery images={group.images} fallbackAlt={group.name} />
        </section>
        <div className={styles.facts}>
          <GroupFacts group={group} />
        </div>
        <div className={styles.main}>
          {isPublic ? <GroupOpenHouseBanner slug={group.slug} /> : null}
          {showWaitingList ? <GroupWaitingList group={group} /> : null}
          {isPublic ? <GroupInterestList group={group} /> : null}
          {isPublic ? <GroupLettings groupSlug={group.slug} locale={locale} /> : null}
          {group.description ? (
            <Section id="description-heading" title={m('description')}>
              <p lang={landlordTextLang(locale)}>{group.description}</p>
            </Section>
          ) : null}
          <Section id="homes-heading" title={t('sections.homes')}>
            {group.homes.length ? <HomeList homes={group.homes} /> : <p className="text-body-secondary">{t('group.noHomes')}</p>}
          </Section>
          <LocationSection lat={group.lat} lng={group.lng} address={groupAddress(group)} />
          <CompanyBox company={group.company} title={t('sections.landlord')} />
        </div>
      </div>
    </>
  );
}
