import { getTranslations } from '@/lib/i18n/translations';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { loadEntries, type EntryOf } from '@/lib/content/collections';
import { danishAlphabet, groupByLetter, letterAnchor } from '@/lib/content/glossary';
import { definedTermJsonLd, definedTermSetJsonLd } from '@/lib/content/structured-data';
import { searchQuery } from '@/lib/content/text';
import { absoluteUrl } from '@/lib/seo/urls';
import type { SearchParams } from '@/components/layout/entity-page';
import { Markdown } from './markdown';
import { SearchableGroups } from './searchable-groups';
import styles from './content.module.css';

type Term = EntryOf<'glossary-terms'>;

const termHref = (slug: string) => ({ pathname: '/glossary/[slug]', params: { slug } }) as const;


/** One line of the index: the Danish headword, its English term and the one-sentence definition. */
function TermLine({ term }: { term: Term }) {
  return (
    <div className="py-2 border-bottom">
      <Link href={termHref(term.slug)} className="fw-semibold" lang="da-DK">
        {term.title}
      </Link>{' '}
      <span className="text-body-secondary" lang="en">
        ({term.translation})
      </span>
      <p className="mb-0">{term.summary}</p>
    </div>
  );
}

/** `/ordbog`: A–Z jump links (letters without terms disabled), search, terms by letter, DefinedTermSet. */
export async function GlossaryIndex({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const [t, terms] = await Promise.all([getTranslations('content.glossary'), loadEntries('glossary-terms', locale)]);
  if (terms.length === 0) return <p>{t('empty')}</p>;
  const setUrl = absoluteUrl(locale, '/glossary');
  const groups = groupByLetter(terms).map(({ letter, terms: inLetter }) => ({
    id: letterAnchor(letter),
    heading: letter,
    items: inLetter.map((term) => ({
      key: term.slug,
      text: [term.title, term.translation, term.summary, ...term.synonyms].join(' '),
      node: <TermLine term={term} />,
    })),
  }));
  const index = {
    label: t('letters'),
    entries: danishAlphabet.map((letter) => ({ id: letterAnchor(letter), label: letter, disabledLabel: t('noTermsForLetter', { letter }) })),
  };
  const jsonTerms = terms.map((term) => ({ ...term, url: absoluteUrl(locale, termHref(term.slug)) }));
  return (
    <>
      <SearchableGroups groups={groups} initialQuery={searchQuery(searchParams.q)} searchLabel={t('searchLabel')} index={index} />
      <JsonLd data={definedTermSetJsonLd(t('setName'), setUrl, jsonTerms, locale)} />
    </>
  );
}

/** `/ordbog/{slug}`: the English term, the explanation, related terms and the way back to the index. */
export async function GlossaryTermBody({ term, locale }: { term: Term; locale: Locale }) {
  const [t, c, terms] = await Promise.all([getTranslations('content.glossary'), getTranslations('content'), loadEntries('glossary-terms', locale)]);
  const related = term.related.flatMap((slug) => terms.filter((other) => other.slug === slug && other.slug !== term.slug));
  const setUrl = absoluteUrl(locale, '/glossary');
  return (
    <>
      <p className={styles.measure}>
        <span className="text-body-secondary">{t('english')}:</span>{' '}
        <span lang="en" className="fw-semibold">
          {term.translation}
        </span>
      </p>
      {term.body ? <Markdown newTab={c('newTab')}>{term.body}</Markdown> : null}
      {related.length ? (
        <section aria-labelledby="related-terms" className={`mt-5 ${styles.measure}`}>
          <h2 id="related-terms" className="h4">
            {t('related')}
          </h2>
          <ul className="list-unstyled">
            {related.map((other) => (
              <li key={other.slug}>
                <TermLine term={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-4">
        <Link href="/glossary">{t('allTerms')}</Link>
      </p>
      <JsonLd data={definedTermJsonLd({ ...term, url: absoluteUrl(locale, termHref(term.slug)) }, setUrl)} />
    </>
  );
}
