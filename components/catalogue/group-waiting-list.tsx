import { getTranslations } from 'next-intl/server';
import { formatKroner } from '@/lib/i18n/format';
import { letsFromWaitingList } from '@/lib/catalogue/rules';
import type { GroupPage } from '@/lib/catalogue/schema';
import { Section } from './section';

/**
 * The group's waiting list: how homes are let (WAITING_LIST groups let every home from it) and what it
 * costs. Signing up through Hjemly is not built yet, so the section says so instead of linking to it.
 */
export async function GroupWaitingList({ group }: { group: GroupPage }) {
  const t = await getTranslations('property');
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
        <p className="mb-0">{t('group.waitingListSignUpComing')}</p>
      </div>
    </Section>
  );
}
