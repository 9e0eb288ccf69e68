import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { alternates, localizedAlternates } from '@/lib/i18n/metadata';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import { titleUnderSite } from '@/lib/seo/title';
import { pageWhiteLabel } from '@/components/white-label/page-host';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { ancestorCrumbs } from './route-page';
import { LocalizedParams } from './localized-params';
import { PageShell } from './page-shell';

type Params = Record<string, string>;
export type SearchParams = Record<string, string | string[] | undefined>;

export type LoadedPage<T> = {
  title: string;
  /** When the title is in another language than the page (a Danish headword on an English page). */
  titleLang?: string;
  intro?: string;
  /** When the intro is in another language than the page (a landlord's Danish text on an English page). */
  introLang?: string;
  /** Crumbs between the route's static ancestors and the page itself. */
  crumbs?: Crumb[];
  /** Shareable pages and personal pages are kept out of search engines. */
  noindex?: boolean;
  /** The page's parameters in each locale it exists in, when they differ (CMS slugs); default: these params in every locale. */
  localizedParams?: Partial<Record<Locale, Params>>;
  data: T;
};

type Options<P extends Params, T> = {
  route: AppPathname;
  /** Returns null when the parameters name nothing that may be shown: the page is then a 404. */
  load: (params: P, locale: Locale) => Promise<LoadedPage<T> | null>;
  body?: (loaded: LoadedPage<T>, locale: Locale, searchParams: SearchParams) => Promise<ReactNode> | ReactNode;
};

function mapLocales<A, B>(values: Partial<Record<Locale, A>>, map: (value: A) => B): Partial<Record<Locale, B>> {
  return Object.fromEntries(Object.entries(values).map(([locale, value]) => [locale, map(value as A)]));
}

/** A page addressed by parameters (slug, id, token): 404 when `load` finds nothing. */
export function entityRoutePage<P extends Params, T = unknown>({ route, load, body }: Options<P, T>) {
  const loadOnce = cache(async (params: P, locale: Locale) => load(params, locale));

  async function resolve(params: RouteParams<P>['params']) {
    const { locale, ...rest } = await resolveParams(params);
    const loaded = await loadOnce(rest as unknown as P, locale);
    if (!loaded) notFound();
    return { locale, params: rest as unknown as P, loaded };
  }

  async function generateMetadata({ params }: RouteParams<P>): Promise<Metadata> {
    const [{ locale, params: routeParams, loaded }, site] = await Promise.all([resolve(params), pageWhiteLabel()]);
    return {
      title: titleUnderSite(loaded.title, site.name),
      description: loaded.intro,
      alternates: loaded.localizedParams
        ? localizedAlternates(
            locale,
            mapLocales(loaded.localizedParams, (params) => ({ pathname: route, params }) as never),
          )
        : alternates(locale, { pathname: route, params: routeParams } as never),
      robots: loaded.noindex ? { index: false, follow: false } : undefined,
    };
  }

  async function Page({ params, searchParams }: RouteParams<P> & { searchParams?: Promise<SearchParams> }) {
    const { locale, loaded } = await resolve(params);
    const crumbs = [...(await ancestorCrumbs(route)), ...(loaded.crumbs ?? [])];
    return (
      <PageShell title={loaded.title} titleLang={loaded.titleLang} intro={loaded.intro} introLang={loaded.introLang} crumbs={crumbs}>
        {loaded.localizedParams ? <LocalizedParams params={loaded.localizedParams} /> : null}
        {body ? await body(loaded, locale, (await searchParams) ?? {}) : null}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
