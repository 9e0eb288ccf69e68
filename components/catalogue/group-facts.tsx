import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import type { GroupSummary } from '@/lib/catalogue/repository';

export async function GroupFacts({ group }: { group: GroupSummary }) {
  const t = await getTranslations('common.catalogue');
  const params = { slug: group.slug };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <span>
        {t('landlord')}:{' '}
        <Link href={{ pathname: '/company/[slug]', params: { slug: group.company.slug } }}>{group.company.name}</Link>
      </span>
      {group.publicationStatus === PublicationStatus.WAITING_LIST ? (
        <Link href={{ pathname: '/property-group/[slug]/waiting-list/apply', params }} className="btn btn-primary">
          {t('joinWaitingList')}
        </Link>
      ) : null}
      <Link href={{ pathname: '/property-group/[slug]/open-house', params }} className="btn btn-outline-secondary">
        {t('openHouse')}
      </Link>
    </div>
  );
}
