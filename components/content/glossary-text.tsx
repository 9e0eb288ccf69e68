import { Fragment } from 'react';
import { getLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { linkFirstTerm } from '@/lib/content/glossary';
import { getTermIndex } from '@/lib/content/term-index';

/** A label whose first glossary term (by headword, synonym or English term) links to its explanation. */
export async function GlossaryText({ text }: { text: string }) {
  const index = await getTermIndex((await getLocale()) as Locale);
  return linkFirstTerm(text, index).map((segment, i) =>
    segment.term ? (
      <Link key={i} href={{ pathname: '/glossary/[slug]', params: { slug: segment.term.slug } }} title={segment.term.summary}>
        {segment.text}
      </Link>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}
