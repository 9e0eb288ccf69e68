import type { HomeBase } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { AwaitingList } from './awaiting-list';
import { OwnApplications, OwnFollows, OwnPlaces } from './own-things';
import { UpcomingList } from './upcoming-list';

/** /konto's overview: what needs an answer first, then the rest. */
export function HomeBaseView({ base, locale }: { base: HomeBase; locale: Locale }) {
  return (
    <>
      <AwaitingList items={base.awaiting} locale={locale} />
      <UpcomingList items={base.upcoming} locale={locale} />
      <OwnApplications base={base} />
      <OwnPlaces base={base} />
      <OwnFollows base={base} />
    </>
  );
}
