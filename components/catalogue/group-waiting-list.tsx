import { getTranslations } from '@/lib/i18n/translations';
import { formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { letsFromWaitingList } from '@/lib/catalogue/rules';
import type { GroupPage } from '@/lib/catalogue/schema';
import { Section } from './section';

/**
 * The group's waiting list: how homes are let (WAITING_LIST groups let every home from it), what it
 * costs, and the way to sign up (the sign-up page says so when the list is closed).
 */
export async function GroupWaitingList({ group }: { group: GroupPage }) {
  const [t, c] = await Promise.all([getTranslations('property'), getTranslations('common.waitingLists')]);
  const lettingFromList = letsFromWaitingList(group.publicationStatus);
  return (
    <Section id="waiting-list-heading" title={t('group.waitingList')}>
      <div className={`alert ${lettingFromList ? 'alert-primary' : 'alert-light border'}`}>
        <p>{t(lettingFromList ? 'group.waitingListIntro' : 'group.waitingListAlso')}</p>
        <p>
          {group.waitingListYearlyFee > 0
            ? t('group.waitingListFee', { amount: formatKroner(group.waitingListYearlyFee) })
            : t('group.waitingListFree')}
        </p>
        <Link href={{ pathname: '/property-group/[slug]/waiting-list/apply', params: { slug: group.slug } }} className="btn btn-primary">
          {c('join')}
        </Link>
      </div>
    </Section>
  );
}
