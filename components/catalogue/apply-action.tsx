import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { PropertyPage } from '@/lib/catalogue/service';
import { ApplyButton } from '@/components/applications/apply-dialog';
import { applyHomeOf } from '@/components/applications/apply-home';

/**
 * What a person can do about the home: apply, join the group's waiting list, or — while the home is
 * reserved or let — nothing, with a disabled button and the reason beside it.
 */
export async function ApplyAction({ property }: { property: PropertyPage }) {
  const t = await getTranslations('property');
  const { applyState, availability, group } = property;
  const notices: string[] = [];
  if (applyState === 'waitingList') notices.push(t('notices.waitingListOnly'));
  if (applyState === 'waitingList' && (availability === 'reserved' || availability === 'rented')) notices.push(t(`notices.${availability}`));
  if (availability === 'unknown') notices.push(t('notices.unknown'));
  if (property.onlyFor) notices.push(t(`onlyForNotice.${property.onlyFor}`));
  if (applyState === 'open' && group.company.handlesApplicationsExternally) notices.push(t('notices.externalLandlord', { company: group.company.name }));
  if (!property.indexable) notices.push(t('notices.shared'));

  return (
    <div className="d-grid gap-2 mt-3">
      {applyState === 'open' ? (
        <ApplyButton home={applyHomeOf(property)} label={t('actions.apply')} />
      ) : null}
      {applyState === 'waitingList' ? (
        <Link href={{ pathname: '/property-group/[slug]/waiting-list/apply', params: { slug: group.slug } }} className="btn btn-primary btn-lg">
          {t('actions.joinWaitingList')}
        </Link>
      ) : null}
      {applyState === 'reserved' || applyState === 'rented' ? (
        <>
          <button type="button" className="btn btn-secondary btn-lg" disabled aria-describedby="apply-unavailable">
            {t('actions.apply')}
          </button>
          <p id="apply-unavailable" className="alert alert-warning mb-0 py-2">
            {t(`notices.${applyState}`)}
          </p>
        </>
      ) : null}
      {notices.map((notice) => (
        <p key={notice} className="alert alert-info small mb-0 py-2">
          {notice}
        </p>
      ))}
    </div>
  );
}
