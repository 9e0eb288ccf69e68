import { getTranslations } from '@/lib/i18n/translations';
import { ResponsiveImage } from '@/components/images/responsive-image';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import type { WaitingListSummary } from '@/lib/waiting-lists/schema';

export async function WaitingListCard({ list }: { list: WaitingListSummary }) {
  const t = await getTranslations('common.waitingLists');
  const action = list.open ? t('join') : t('follow');
  return (
    <article className="card h-100">
      {list.imageId ? <ResponsiveImage imageId={list.imageId} alt="" width={400} aspectRatio="16:9" className="card-img-top" /> : null}
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title">
          <Link
            href={{ pathname: '/property-group/[slug]', params: { slug: list.groupSlug } }}
            className="stretched-link text-decoration-none"
          >
            {list.name}
          </Link>
        </h2>
        <p className="card-text text-body-secondary mb-2">
          {list.street}, {postalLine({ postcode: list.postcode, district: districtOf(list) })} · {list.companyName}
        </p>
        <p className="card-text mb-1 d-flex flex-wrap gap-1">
          <span className={`badge ${list.yearlyFee ? 'text-bg-light border' : 'text-bg-success'}`}>
            {list.yearlyFee ? t('yearlyFee', { amount: formatKroner(list.yearlyFee) }) : t('free')}
          </span>
          {list.open ? null : <span className="badge text-bg-warning">{t('closed')}</span>}
        </p>
        <p className="card-text mt-auto">{t('availableHomes', { count: list.availableCount })}</p>
        {/*
          Above the card's stretched link, so both the card and the button are their own target. A
          closed list's sign-up page says it is closed and offers its interest list ("tell me when it opens").
        */}
        <Link
          href={{ pathname: '/property-group/[slug]/waiting-list/apply', params: { slug: list.groupSlug } }}
          className={`btn btn-sm ${list.open ? 'btn-primary' : 'btn-outline-primary'} align-self-start position-relative`}
          style={{ zIndex: 2 }}
          aria-label={`${action}: ${list.name}`}
        >
          {action}
        </Link>
      </div>
    </article>
  );
}
