import { useTranslations } from 'next-intl';
import { RENEWAL_NOTICE_DAYS } from '@/lib/home-base/rules';
import type { UpcomingItem } from '@/lib/home-base/schema';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { HomeBaseItem, HomeBaseSection } from './home-base-item';

/** Viewings, open houses and renewals ahead, soonest first; the events with their calendar file. */
export function UpcomingList({ items, locale }: { items: UpcomingItem[]; locale: Locale }) {
  const t = useTranslations('homeBase.upcoming');
  const when = (at: string, date: string, from: string, to: string) => (
    <time dateTime={at}>{t('when', { date: formatDate(date, locale), from, to })}</time>
  );
  const calendar = (href: string) => (
    <a href={href} className="btn btn-outline-primary btn-sm" download>
      {t('calendar')}
    </a>
  );
  const line = (item: UpcomingItem) => {
    switch (item.kind) {
      case 'viewing': {
        const { viewing } = item;
        return (
          <HomeBaseItem
            key={`viewing-${viewing.invitationId}`}
            title={t('viewing', { address: viewing.home.address })}
            when={when(item.at, viewing.date, viewing.fromTime, viewing.toTime)}
          >
            {calendar(`/api/viewings/mine/${viewing.invitationId}/calendar`)}
            <a href={`/api/viewings/mine/${viewing.invitationId}?purpose=invitation`} className="btn btn-link btn-sm">
              {t('openViewing')}
            </a>
          </HomeBaseItem>
        );
      }
      case 'openHouse': {
        const { registration } = item;
        return (
          <HomeBaseItem
            key={`open-house-${registration.id}`}
            title={t('openHouse', { group: registration.group.name })}
            when={when(item.at, registration.date, registration.from, registration.to)}
            note={registration.state === 'waiting' ? t('waiting') : registration.place}
          >
            {calendar(`/api/open-house/events/${registration.eventId}/calendar`)}
            <Link href={{ pathname: '/property-group/[slug]', params: { slug: registration.group.slug } }} className="btn btn-link btn-sm">
              {t('openGroup')}
            </Link>
          </HomeBaseItem>
        );
      }
      case 'renewal':
        return (
          <HomeBaseItem
            key={`renewal-${item.subscription.id}`}
            title={t('renewal', { list: item.subscription.listName, date: formatDate(item.subscription.renewsOn, locale) })}
          >
            <Link href="/subscriptions" className="btn btn-outline-primary btn-sm">
              {t('manageRenewal')}
            </Link>
          </HomeBaseItem>
        );
    }
  };
  return (
    <HomeBaseSection
      id="home-upcoming"
      heading={t('heading')}
      empty={items.length ? null : <p className="text-body-secondary">{t('empty', { days: RENEWAL_NOTICE_DAYS })}</p>}
    >
      {items.map(line)}
    </HomeBaseSection>
  );
}
