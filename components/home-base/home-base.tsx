import { useTranslations } from 'next-intl';
import type { HomeBase } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { AwaitingList } from './awaiting-list';
import { OwnApplications, OwnFollows, OwnPlaces } from './own-things';
import { UpcomingList } from './upcoming-list';

/**
 * /konto's overview: what needs an answer first, then the rest. `base` is null when the server could
 * not gather it: the rest of /konto (greeting, the links to every page) still works, only the
 * overview is missing.
 */
export function HomeBaseView({ base, locale }: { base: HomeBase | null; locale: Locale }) {
  const t = useTranslations('homeBase');
  if (!base) {
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
      <OwnApplications base={base} />
      <OwnPlaces base={base} />
      <OwnFollows base={base} />
    </>
  );
}
