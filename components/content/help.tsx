import { getTranslations } from '@/lib/i18n/translations';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/routing';
import type { HelpContent } from '@/lib/content/schema';
import { faqPageJsonLd } from '@/lib/content/structured-data';
import { plainText, searchQuery } from '@/lib/content/text';
import type { SearchParams } from '@/components/layout/entity-page';
import { Markdown } from './markdown';
import { SearchableGroups } from './searchable-groups';


/** `/hjaelp`: questions by topic as accordions, a search over questions and answers, FAQPage JSON-LD. */
export async function HelpBody({ help, locale, searchParams }: { help: HelpContent; locale: Locale; searchParams: SearchParams }) {
  const [t, c] = await Promise.all([getTranslations('content.help'), getTranslations('content')]);
  const questions = help.topics.flatMap((topic) => topic.questions);
  if (questions.length === 0) return <p>{t('empty')}</p>;
  const query = searchQuery(searchParams.q);
  const groups = help.topics.map((topic) => ({
    id: `topic-${topic.slug}`,
    heading: topic.title,
    items: topic.questions.map((q) => ({
      key: String(q.id),
      text: `${q.question} ${plainText(q.answer)}`,
      node: (
        // A search from a link or without JavaScript opens the answers it found.
        <details className="border-bottom py-2" open={query ? true : undefined}>
          <summary className="fw-semibold py-1">{q.question}</summary>
          <div className="pt-2">
            <Markdown newTab={c('newTab')} headingLevel={3}>
              {q.answer}
            </Markdown>
          </div>
        </details>
      ),
    })),
  }));
  const index = {
    label: t('topics'),
    entries: help.topics.map((topic) => ({ id: `topic-${topic.slug}`, label: topic.title, disabledLabel: t('noQuestionsInTopic', { topic: topic.title }) })),
  };
  return (
    <>
      <SearchableGroups groups={groups} initialQuery={query} searchLabel={t('searchLabel')} index={index} />
      <JsonLd data={faqPageJsonLd(questions, locale)} />
    </>
  );
}
