import { getTranslations } from '@/lib/i18n/translations';
import type { SessionUser } from '@/lib/accounts/session';
import { getHomeBase } from '@/lib/home-base/service';
import type { HomeBase } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { reportError } from '@/lib/monitoring/server';
import { AwaitingList } from './awaiting-list';
import { OwnApplications, OwnFollows, OwnPlaces } from './own-things';
import { UpcomingList } from './upcoming-list';

type Props = { user: SessionUser; locale: Locale; now: Date };

/**
 * /konto's overview: what needs an answer first, then the rest. It is rendered with the page rather
 * than streamed behind a fallback: React reveals a streamed section only in the frame after it
 * arrives, so the fallback was always drawn first and the overview then pushed the menu of
 * personal pages below it down and out of view while someone was reading it. Its queries take a few
 * milliseconds, which the page now waits for before it is sent.
 */
export async function HomeBaseView({ user, locale, now }: Props) {
  let base: HomeBase;
  try {
    base = await getHomeBase(user, now);
  } catch (error) {
    // The rest of /konto (greeting, the links to every page) still works; only the overview is missing.
    await reportError(error);
    const t = await getTranslations({ locale, namespace: 'homeBase' });
    return (
      <div role="alert" className="alert alert-warning">
        {t('error')}
      </div>
    );
  }
  return (
    <>
      <AwaitingList items={base.awaiting} locale={locale} />
      <UpcomingList items={base.upcoming} locale={locale} />
      <OwnApplications base={base} locale={locale} />
      <OwnPlaces base={base} locale={locale} />
      <OwnFollows base={base} locale={locale} />
    </>
  );
}
