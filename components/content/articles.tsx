import { getTranslations } from '@/lib/i18n/translations';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { loadEntries, type EntryOf } from '@/lib/content/collections';
import { articleJsonLd } from '@/lib/content/structured-data';
import { readingMinutes } from '@/lib/content/text';
import { absoluteUrl } from '@/lib/seo/urls';
import type { SearchParams } from '@/components/layout/entity-page';
import { ContentCards } from './content-cards';
import { Markdown } from './markdown';
import styles from './content.module.css';

type Article = EntryOf<'articles'>;
type Category = Article['category'];

const articleHref = (slug: string) => ({ pathname: '/articles/[slug]', params: { slug } }) as const;
const categoryHref = (slug?: string) => ({ pathname: '/articles', ...(slug ? { query: { kategori: slug } } : {}) }) as const;
const collator = new Intl.Collator('da-DK');

/** The categories the articles use, alphabetically. */
function categoriesOf(articles: Article[]): Category[] {
  const bySlug = new Map(articles.map((article) => [article.category.slug, article.category]));
  return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** Articles as cards: category, title, summary and reading time. */
async function ArticleGrid({ articles }: { articles: Article[] }) {
  const t = await getTranslations('content');
  const cards = articles.map((article) => ({
    key: article.slug,
    href: articleHref(article.slug),
    title: article.title,
    summary: article.summary,
    kicker: article.category.name,
    footer: t('readingTime', { minutes: readingMinutes(article.body) }),
  }));
  return <ContentCards cards={cards} headingLevel="h3" />;
}

/** `/artikler`: category links (`?kategori=` without JavaScript), then the articles by category. */
export async function ArticleIndex({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const [t, articles] = await Promise.all([getTranslations('content.articles'), loadEntries('articles', locale)]);
  if (articles.length === 0) return <p>{t('empty')}</p>;
  const categories = categoriesOf(articles);
  const chosen = categories.find((category) => category.slug === searchParams.kategori);
  const shown = chosen ? [chosen] : categories;
  return (
    <>
      <nav aria-label={t('categories')} className="mb-4">
        <ul className="nav nav-pills flex-wrap gap-1">
          {[undefined, ...categories].map((category) => {
            const active = category?.slug === chosen?.slug;
            return (
              <li key={category?.slug ?? 'all'} className="nav-item">
                <Link href={categoryHref(category?.slug)} className={`nav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
                  {category?.name ?? t('allCategories')}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {shown.map((category) => {
        const inCategory = articles.filter((article) => article.category.slug === category.slug);
        const id = `category-${category.slug}`;
        return (
          <section key={category.slug} aria-labelledby={id} className="mb-5">
            <h2 id={id} className="h4">
              {category.name} <span className="fs-6 fw-normal text-body-secondary">({t('count', { count: inCategory.length })})</span>
            </h2>
            <ArticleGrid articles={inCategory} />
          </section>
        );
      })}
    </>
  );
}

/** The articles named as related, else others of the same category: always something to read next. */
function relatedArticles(article: Article, articles: Article[]): Article[] {
  const named = article.related.flatMap((slug) => articles.filter((other) => other.slug === slug && other.slug !== article.slug));
  if (named.length) return named.slice(0, 3);
  return articles.filter((other) => other.category.slug === article.category.slug && other.slug !== article.slug).slice(0, 3);
}

/** `/artikler/{slug}`: category, reading time and date, the body, related articles, Article JSON-LD. */
export async function ArticleBody({ article, locale }: { article: Article; locale: Locale }) {
  const [t, a, brand, articles] = await Promise.all([
    getTranslations('content'),
    getTranslations('content.articles'),
    getTranslations('common').then((common) => common('brand')),
    loadEntries('articles', locale),
  ]);
  const related = relatedArticles(article, articles);
  const url = absoluteUrl(locale, articleHref(article.slug));
  return (
    <>
      <p className={`d-flex flex-wrap gap-3 small text-body-secondary ${styles.measure}`}>
        <span>
          {a('category')}: <Link href={categoryHref(article.category.slug)}>{article.category.name}</Link>
        </span>
        <span>{t('readingTime', { minutes: readingMinutes(article.body) })}</span>
        <span>
          <time dateTime={article.updatedAt}>{t('updated', { date: formatDate(article.updatedAt.slice(0, 10), locale) })}</time>
        </span>
      </p>
      <Markdown newTab={t('newTab')}>{article.body}</Markdown>
      {related.length ? (
        <section aria-labelledby="related-articles" className="mt-5">
          <h2 id="related-articles" className="h4">
            {a('related')}
          </h2>
          <ArticleGrid articles={related} />
        </section>
      ) : null}
      <JsonLd data={articleJsonLd(article, url, locale, brand)} />
    </>
  );
}
