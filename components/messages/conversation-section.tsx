import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormRefusal } from '@/components/ui/form-refusal';
import type { Locale } from '@/lib/i18n/routing';
import type { ConversationSubject, ConversationView } from '@/lib/messages/schema';
import { ConversationThread } from './conversation-thread';
import { MessageForm } from './message-form';

type Props = { subject: ConversationSubject; conversation: ConversationView | null; locale: Locale; searchParams: SearchParams };

/** The tenant's conversation with the landlord on a subject's own page: what was said, and a new message. */
export async function ConversationSection({ subject, conversation, locale, searchParams }: Props) {
  const t = await getTranslations('conversations');
  return (
    <section id="beskeder" aria-labelledby="messages-heading" className="mt-4">
      <h2 id="messages-heading" className="h4">
        {t('heading')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      {conversation?.messages.length ? (
        <ConversationThread
          conversation={conversation}
          side="tenant"
          locale={locale}
          withdrawAction={(id) => `/api/messages/${encodeURIComponent(id)}/withdraw`}
        />
      ) : (
        <p>{t('empty')}</p>
      )}
      <FormRefusal locale={locale} searchParams={searchParams} namespace="conversations.errors" fallback={t('form.failed')} />
      <ScopedMessages paths={['conversations']}>
        <MessageForm resource="messages" fields={{ subjectType: subject.subjectType, subjectId: subject.subjectId }} />
      </ScopedMessages>
    </section>
  );
}
