import type { Locale } from '@/lib/i18n/routing';
import { plainText } from './text';

/** schema.org Article for an article or a city guide. */
export function articleJsonLd(entry: { title: string; summary: string; updatedAt: string; publishedAt?: string | null }, url: string, locale: Locale, publisher: string) {
  return {
    '@type': 'Article',
    headline: entry.title,
    description: entry.summary,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    dateModified: entry.updatedAt,
    ...(entry.publishedAt ? { datePublished: entry.publishedAt } : {}),
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}

type Term = { title: string; translation: string; summary: string; url: string };

/** schema.org DefinedTerm for one glossary term, pointing at the glossary as its set. */
export function definedTermJsonLd(term: Term, setUrl: string) {
  return {
    '@type': 'DefinedTerm',
    name: term.title,
    alternateName: term.translation,
    description: term.summary,
    url: term.url,
    inDefinedTermSet: setUrl,
  };
}

/** schema.org DefinedTermSet for the glossary index with every term in it. */
export function definedTermSetJsonLd(name: string, setUrl: string, terms: Term[], locale: Locale) {
  return { '@type': 'DefinedTermSet', '@id': setUrl, name, url: setUrl, inLanguage: locale, hasDefinedTerm: terms.map((term) => definedTermJsonLd(term, setUrl)) };
}

/** schema.org FAQPage; answers as plain text (search engines show them without Markdown). */
export function faqPageJsonLd(questions: { question: string; answer: string }[], locale: Locale) {
  return {
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: plainText(q.answer) } })),
  };
}
