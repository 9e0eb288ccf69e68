import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { SessionUser } from '@/lib/accounts/session';
import { getHomeBase } from '@/lib/home-base/service';
import type { HomeBase } from '@/lib/home-base/schema';
import type { Locale } from '@/lib/i18n/routing';
import { reportError } from '@/lib/monitoring/server';
import { Loading } from '@/components/ui/loading';
import { AwaitingList } from './awaiting-list';
import { OwnApplications, OwnFollows, OwnPlaces } from './own-things';
import { UpcomingList } from './upcoming-list';

type Props = { user: SessionUser; locale: Locale; now: Date };

async function HomeBaseSections({ user, locale, now }: Props) {
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

async function HomeBaseLoading({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'homeBase' });
  return <Loading label={t('loading')} className="mb-4" />;
}

/** /konto's overview, streamed after the page's frame: what needs an answer first, then the rest. */
export async function HomeBaseView(props: Props) {
  return (
    <Suspense fallback={<HomeBaseLoading locale={props.locale} />}>
      <HomeBaseSections {...props} />
    </Suspense>
  );
}
