import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { ViewingHome } from '@/lib/viewings/schema';
import type { TokenPage } from './load-viewing-page';

type Slot = { date: string; fromTime: string; toTime: string };
type Translate = (key: 'timeRange', values: { from: string; to: string }) => string;

/** A viewing time as every viewing page writes it: "4. december 2026, 17:30–18:00". */
export const slotLabel = (slot: Slot, locale: Locale, t: Translate) =>
  `${formatDate(slot.date, locale)}, ${t('timeRange', { from: slot.fromTime, to: slot.toTime })}`;

/** The home card beside every viewing page. */
async function ViewingHomeCard({ home, locale }: { home: ViewingHome; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'bookingInvitation' });
  return (
    <div className="card">
      <div className="card-body">
        <p className="fw-semibold mb-1">{home.address}</p>
        <p className="text-body-secondary">{home.company}</p>
        <Link href={{ pathname: '/property/[slug]', params: { slug: home.slug } }} className="btn btn-sm btn-outline-primary">
          {t('seeProperty')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The frame a viewing link's page shares: an expired or unreadable link says so (in the page's own
 * words, `errors`); a found one renders the page's column beside the home card.
 */
export function ViewingTokenFrame<V extends { home: ViewingHome }>({
  data,
  locale,
  errors,
  children,
}: {
  data: TokenPage<V>;
  locale: Locale;
  errors: { expired: string; failed: string };
  children: (found: { view: V; token: string }) => ReactNode;
}) {
  if (data.kind === 'expired') return <FormAlert kind="error">{errors.expired}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{errors.failed}</FormAlert>;
  return (
    <div className="row g-4">
      <div className="col-lg-8">{children(data)}</div>
      <aside className="col-lg-4">
        <ViewingHomeCard home={data.view.home} locale={locale} />
      </aside>
    </div>
  );
}
