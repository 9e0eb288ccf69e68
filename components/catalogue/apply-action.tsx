import { getTranslations } from '@/lib/i18n/translations';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { ApplyButton } from '@/components/applications/apply-dialog';
import { applyHomeOf } from '@/components/applications/apply-home';

/**
 * What a person can do about the home: apply, or — while the home is reserved or let, or let from the
 * group's waiting list — nothing, with the reason beside it.
 */
export async function ApplyAction({ property }: { property: PropertyPage }) {
  const t = await getTranslations('property');
  const { applyState, availability, group } = property;
  const notices: string[] = [];
  if (applyState === 'waitingList') notices.push(t('notices.waitingListOnly'));
  if (applyState === 'waitingList' && (availability === 'reserved' || availability === 'rented'))
    notices.push(t(`notices.${availability}`));
  if (availability === 'unknown') notices.push(t('notices.unknown'));
  if (property.onlyFor) notices.push(t(`onlyForNotice.${property.onlyFor}`));
  if (applyState === 'open' && group.company.handlesApplicationsExternally)
    notices.push(t('notices.externalLandlord', { company: group.company.name }));
  if (!property.indexable) notices.push(t('notices.shared'));

  return (
    <div className="d-grid gap-2 mt-3">
      {applyState === 'open' ? <ApplyButton home={applyHomeOf(property)} label={t('actions.apply')} /> : null}
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
