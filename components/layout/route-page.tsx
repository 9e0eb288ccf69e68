import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { alternates } from '@/lib/i18n/metadata';
import { pageKeys, staticAncestors, type PageKey } from '@/lib/i18n/page-titles';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { SearchParams } from './entity-page';
import { PageShell } from './page-shell';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** The title and optional lead of a `common.pages` entry. */
export async function pageTexts(key: PageKey, locale: Locale, values: Record<string, string> = {}) {
  const t = await getTranslations({ locale, namespace: 'common.pages' });
  const introKey = `${key}.intro` as never;
  return { title: t(`${key}.title`, values as never), intro: t.has(introKey) ? t(introKey, values as never) : undefined };
}

export async function ancestorCrumbs(route: AppPathname): Promise<Crumb[]> {
  const t = await getTranslations('common.pages');
  return staticAncestors(route).map((ancestor) => ({
    label: t(`${pageKeys[ancestor]}.title`),
    href: ancestor as StaticPathname,
  }));
}

/**
 * A page whose route has no parameters: title and lead from `common.pages`, breadcrumbs from the
 * routing table. `body` renders what the page holds below its heading.
 */
export function staticRoutePage(
  route: StaticPathname,
  body?: (locale: Locale, searchParams: SearchParams) => Promise<ReactNode> | ReactNode,
) {
  const key = pageKeys[route];

  async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
    const { locale } = await resolveParams(params);
    const { title, intro } = await pageTexts(key, locale);
    return { title, description: intro, alternates: alternates(locale, route) };
  }

  async function Page({ params, searchParams }: RouteParams & { searchParams?: Promise<SearchParams> }) {
    const { locale } = await resolveParams(params);
    const { title, intro } = await pageTexts(key, locale);
    return (
      <PageShell title={title} intro={intro} crumbs={await ancestorCrumbs(route)}>
        {body ? await body(locale, (await searchParams) ?? {}) : null}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
