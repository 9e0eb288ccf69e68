import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import { letsFromWaitingList } from '@/lib/catalogue/rules';
import type { GroupPage } from '@/lib/catalogue/service';
import { Section } from './section';

/** The group's waiting list: how homes are let (WAITING_LIST groups let every home from it), what it costs, and the way on. */
export async function GroupWaitingList({ group }: { group: GroupPage }) {
  const t = await getTranslations('property');
  const lettingFromList = letsFromWaitingList(group.publicationStatus);
  return (
    <Section id="waiting-list-heading" title={t('group.waitingList')}>
      <div className={`alert ${lettingFromList ? 'alert-primary' : 'alert-light border'}`}>
        <p>{t(lettingFromList ? 'group.waitingListIntro' : 'group.waitingListAlso')}</p>
        <p>{group.waitingListYearlyFee > 0 ? t('group.waitingListFee', { amount: formatKroner(group.waitingListYearlyFee) }) : t('group.waitingListFree')}</p>
        <Link href={{ pathname: '/property-group/[slug]/waiting-list/apply', params: { slug: group.slug } }} className="btn btn-primary">
          {t('actions.joinWaitingList')}
        </Link>
      </div>
    </Section>
  );
}
