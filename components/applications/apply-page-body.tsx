import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { getSessionUser } from '@/lib/accounts/session';
import { getApplyPrefill } from '@/lib/applications/service';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { Link } from '@/lib/i18n/navigation';
import { applyHomeOf } from './apply-home';
import { ApplyForm } from './apply-form';

/**
 * The apply page (/bolig/{slug}/anmod) as it loads directly: the form, prefilled for a signed-in
 * person; a home that takes no applications says why instead.
 */
export async function ApplyPageBody({ property }: { property: PropertyPage }) {
  const t = await getTranslations('applyModal');
  const p = await getTranslations('property');
  const back = (
    <Link href={{ pathname: '/property/[slug]', params: { slug: property.slug } }} className="btn btn-outline-primary">
      {p('actions.seeProperty')}
    </Link>
  );
  const { applyState } = property;
  if (applyState === 'rented' || applyState === 'reserved' || applyState === 'waitingList') {
    return (
      <>
        <p role="alert" className="alert alert-warning">
          {applyState === 'waitingList' ? p('notices.waitingListOnly') : t(applyState)}
        </p>
        {back}
      </>
    );
  }
  const user = await getSessionUser(await headers());
  if (user?.deactivated) return signedInGate(user);
  const prefill = user ? await getApplyPrefill(user, property.slug) : null;
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ApplyForm key={user ? 'signed-in' : 'anonymous'} home={applyHomeOf(property)} prefill={prefill} signedIn={Boolean(user)} />
    </div>
  );
}
