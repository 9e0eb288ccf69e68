import { useTranslations } from 'next-intl';
import type { HomeBase } from '@/lib/home-base/schema';
import { Link } from '@/lib/i18n/navigation';
import { followStartHref } from '@/components/interest-lists/follow-anchor';
import { HomeBaseItem, HomeBaseSection } from './home-base-item';

type Props = { base: HomeBase };

function Empty({ text, link }: { text: string; link: React.ReactNode }) {
  return (
    <p className="text-body-secondary">
      {text} {link}
    </p>
  );
}

/** The person's applications with their latest status, each opening its page. */
export function OwnApplications({ base }: Props) {
  const t = useTranslations('homeBase.applications');
  const status = useTranslations('applications');
  return (
    <HomeBaseSection
      id="home-applications"
      heading={t('heading')}
      empty={base.applications.length ? null : <Empty text={t('empty')} link={<Link href="/search">{t('emptyLink')}</Link>} />}
      more={<Link href="/applications">{t('all')}</Link>}
    >
      {base.applications.map((application) => (
        <HomeBaseItem key={application.id} title={application.property.address} when={status(`status.${application.status}`)}>
          <Link href={{ pathname: '/application/[id]', params: { id: application.id } }} className="btn btn-outline-primary btn-sm">
            {t('open')}
          </Link>
        </HomeBaseItem>
      ))}
    </HomeBaseSection>
  );
}

/** The person's places on their waiting lists and how each moved this month. */
export function OwnPlaces({ base }: Props) {
  const t = useTranslations('homeBase.places');
  return (
    <HomeBaseSection
      id="home-places"
      heading={t('heading')}
      empty={base.places.length ? null : <Empty text={t('empty')} link={<Link href="/search-waiting-lists">{t('emptyLink')}</Link>} />}
      more={<Link href="/waiting-lists">{t('all')}</Link>}
    >
      {base.places.map((place) => (
        <HomeBaseItem
          key={place.id}
          title={place.groupName}
          when={place.state === 'passive' ? t('passive') : t('position', { position: place.position, members: place.members })}
          note={
            place.changeThisMonth === null
              ? undefined
              : t('change', {
                  change: String(place.changeThisMonth),
                  up: String(place.changeThisMonth < 0),
                  steps: Math.abs(place.changeThisMonth),
                })
          }
        >
          <Link href={{ pathname: '/property-group/[slug]', params: { slug: place.groupSlug } }} className="btn btn-link btn-sm">
            {place.companyName}
          </Link>
        </HomeBaseItem>
      ))}
    </HomeBaseSection>
  );
}

/** The groups the person follows and their saved searches: each opens where it leads. */
export function OwnFollows({ base }: Props) {
  const interest = useTranslations('homeBase.interestLists');
  const saved = useTranslations('homeBase.savedSearches');
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <HomeBaseSection
          id="home-interest-lists"
          heading={interest('heading')}
          empty={
            base.interestLists.length ? null : (
              <Empty text={interest('empty')} link={<Link href={followStartHref}>{interest('emptyLink')}</Link>} />
            )
          }
          more={<Link href="/interest-lists">{interest('all')}</Link>}
        >
          {base.interestLists.map((entry) => (
            <li key={entry.group.slug} className="list-group-item">
              <Link href={{ pathname: '/property-group/[slug]', params: { slug: entry.group.slug } }}>{entry.group.name}</Link>
              <span className="text-body-secondary">, {entry.group.city}</span>
            </li>
          ))}
        </HomeBaseSection>
      </div>
      <div className="col-md-6">
        <HomeBaseSection
          id="home-saved-searches"
          heading={saved('heading')}
          empty={base.savedSearches.length ? null : <Empty text={saved('empty')} link={<Link href="/search">{saved('emptyLink')}</Link>} />}
          more={<Link href="/saved-searches">{saved('all')}</Link>}
        >
          {base.savedSearches.map((search) => (
            <li key={search.id} className="list-group-item">
              <Link href={{ pathname: '/search', query: search.params }}>{search.name}</Link>
            </li>
          ))}
        </HomeBaseSection>
      </div>
    </div>
  );
}
