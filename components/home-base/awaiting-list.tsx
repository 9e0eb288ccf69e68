import { useTranslations } from 'next-intl';
import type { AwaitingItem } from '@/lib/home-base/schema';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import { HomeBaseItem, HomeBaseSection } from './home-base-item';

/** What waits for the person's answer, soonest deadline first, each with the way to answer. */
export function AwaitingList({ items, locale }: { items: AwaitingItem[]; locale: Locale }) {
  const t = useTranslations('homeBase.awaiting');
  const deadline = (item: AwaitingItem, key: 'deadline' | 'payBy' | 'signBy' = 'deadline') => (
    <time dateTime={item.deadline}>{t(key, { date: formatDeadline(item.deadline, locale) })}</time>
  );
  const line = (item: AwaitingItem) => {
    switch (item.kind) {
      case 'offer':
        return (
          <HomeBaseItem key={`offer-${item.offer.id}`} title={t('offer', { address: item.offer.address })} when={deadline(item)}>
            <a href={`/api/offers/${item.offer.id}/open`} className="btn btn-primary btn-sm">
              {t('answerOffer')}
            </a>
            <Link href={{ pathname: '/property/[slug]', params: { slug: item.offer.slug } }} className="btn btn-link btn-sm">
              {t('seeHome')}
            </Link>
          </HomeBaseItem>
        );
      case 'waitingListOffer':
        return (
          <HomeBaseItem
            key={`wl-offer-${item.offer.id}`}
            title={t('waitingListOffer', { group: item.offer.groupName, address: item.offer.address })}
            when={deadline(item)}
          >
            <a href={`/api/account/waiting-list-offers/${item.offer.id}/open`} className="btn btn-primary btn-sm">
              {t('answerOffer')}
            </a>
            <Link href={{ pathname: '/property/[slug]', params: { slug: item.offer.homeSlug } }} className="btn btn-link btn-sm">
              {t('seeHome')}
            </Link>
          </HomeBaseItem>
        );
      case 'lease':
        return (
          <HomeBaseItem key={`lease-${item.lease.id}`} title={t('lease', { address: item.lease.address })} when={deadline(item, 'signBy')}>
            <a href={`/api/account/contracts/${item.lease.id}/open`} className="btn btn-primary btn-sm">
              {t('signLease')}
            </a>
            <Link href={{ pathname: '/property/[slug]', params: { slug: item.lease.slug } }} className="btn btn-link btn-sm">
              {t('seeHome')}
            </Link>
          </HomeBaseItem>
        );
      case 'viewingInvitation':
        return (
          <HomeBaseItem
            key={`viewing-${item.viewing.invitationId}`}
            title={t('viewingInvitation', { address: item.viewing.home.address })}
            when={deadline(item)}
          >
            <a href={`/api/viewings/mine/${item.viewing.invitationId}?purpose=invitation`} className="btn btn-primary btn-sm">
              {t('answerViewing')}
            </a>
            <Link href={{ pathname: '/property/[slug]', params: { slug: item.viewing.home.slug } }} className="btn btn-link btn-sm">
              {t('seeHome')}
            </Link>
          </HomeBaseItem>
        );
      case 'survey':
        return (
          <HomeBaseItem
            key={`survey-${item.viewing.invitationId}`}
            title={t('survey', { address: item.viewing.home.address })}
            when={deadline(item)}
          >
            <a href={`/api/viewings/mine/${item.viewing.invitationId}?purpose=survey`} className="btn btn-primary btn-sm">
              {t('answerSurvey')}
            </a>
          </HomeBaseItem>
        );
      case 'unpaidRenewal':
        return (
          <HomeBaseItem
            key={`renewal-${item.subscription.id}`}
            title={t('unpaidRenewal', { list: item.subscription.listName })}
            when={deadline(item, 'payBy')}
          >
            <Link href="/subscriptions" className="btn btn-primary btn-sm">
              {t('pay')}
            </Link>
          </HomeBaseItem>
        );
    }
  };
  return (
    <HomeBaseSection
      id="home-awaiting"
      heading={t('heading')}
      empty={items.length ? null : <p className="text-body-secondary">{t('empty')}</p>}
    >
      {items.map(line)}
    </HomeBaseSection>
  );
}
