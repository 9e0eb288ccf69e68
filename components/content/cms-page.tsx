import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { ancestorCrumbs } from '@/components/layout/route-page';
import { PageShell } from '@/components/layout/page-shell';
import type { SearchParams } from '@/components/layout/entity-page';
import { formatDate } from '@/lib/i18n/format';
import { alternates } from '@/lib/i18n/metadata';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import type { Locale } from '@/lib/i18n/routing';
import type { PageType } from '@/lib/content/schema';
import { getPage } from '@/lib/content/service';
import { Markdown } from './markdown';
import styles from './content.module.css';

type Route = '/about' | '/privacy' | '/terms' | '/accessibility' | '/help';
type Content = { title: string; summary: string };

/** A page whose title, lead and body come from a CMS single type (about, privacy, terms, help). */
export function cmsSingleTypePage<T extends Content>(
  route: Route,
  load: (locale: Locale) => Promise<T>,
  body: (content: T, locale: Locale, searchParams: SearchParams) => Promise<ReactNode> | ReactNode,
) {
  async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
    const { locale } = await resolveParams(params);
    const content = await load(locale);
    return { title: content.title, description: content.summary, alternates: alternates(locale, route) };
  }

  async function Page({ params, searchParams }: RouteParams & { searchParams?: Promise<SearchParams> }) {
    const { locale } = await resolveParams(params);
    const content = await load(locale);
    return (
      <PageShell title={content.title} intro={content.summary} crumbs={await ancestorCrumbs(route)}>
        {await body(content, locale, (await searchParams) ?? {})}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}

/** About, privacy, terms and the accessibility statement: when the text last changed, then the text. */
export function markdownSingleTypePage(route: Exclude<Route, '/help'>, type: PageType) {
  return cmsSingleTypePage(
    route,
    (locale) => getPage(type, locale),
    async (page, locale) => {
      const t = await getTranslations('content');
      return (
        <>
          <p className={`small text-body-secondary ${styles.measure}`}>
            <time dateTime={page.updatedAt}>{t('updated', { date: formatDate(page.updatedAt.slice(0, 10), locale) })}</time>
          </p>
          <Markdown newTab={t('newTab')}>{page.body}</Markdown>
        </>
      );
    },
  );
}
