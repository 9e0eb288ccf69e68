import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { conversationStates, type ConversationView, type InboxChoices } from '@/lib/messages/schema';
import { ConversationThread } from './conversation-thread';
import { MessageForm } from './message-form';

type Props = {
  conversation: ConversationView;
  companyId: number;
  members: InboxChoices['members'];
  locale: Locale;
  searchParams: SearchParams;
};

/** One conversation in the console: the thread, the reply, and who handles it. */
export async function StaffConversation({ conversation, companyId, members, locale, searchParams }: Props) {
  const t = await getTranslations('conversations');
  const company = `?company=${companyId}`;
  return (
    <>
      <p className="d-flex flex-wrap gap-3">
        <Link href="/account/company/messages">{t('inbox.back')}</Link>
        {conversation.subjectType === 'application' ? (
          <Link href={{ pathname: '/account/company/applications/[id]', params: { id: conversation.subjectId } }}>{t('inbox.application')}</Link>
        ) : null}
      </p>
      <p className="text-break">
        <strong>{conversation.tenantName ?? '—'}</strong> · {conversation.title}
      </p>
      <ConversationThread
        conversation={conversation}
        side="staff"
        locale={locale}
        withdrawAction={(id) => `/api/company/messages/${encodeURIComponent(id)}/withdraw${company}`}
      />
      <FormRefusal locale={locale} searchParams={searchParams} namespace="conversations.errors" fallback={t('form.failed')} />
      <ScopedMessages paths={['conversations']}>
        <MessageForm resource={`company/conversations/${encodeURIComponent(conversation.id)}${company}`} />
      </ScopedMessages>
      <SettingsForm conversation={conversation} members={members} locale={locale} action={`/api/company/conversations/${conversation.id}/settings${company}`} />
      {searchParams.gemt === '1' ? <FormAlert kind="success">{t('inbox.changed')}</FormAlert> : null}
    </>
  );
}

type SettingsProps = { conversation: ConversationView; members: InboxChoices['members']; locale: Locale; action: string };

/** Assignee and state: a plain form, which posts and comes back with the outcome. */
async function SettingsForm({ conversation, members, locale, action }: SettingsProps) {
  const t = await getTranslations('conversations.inbox');
  return (
    <form method="post" action={action} className="row g-2 align-items-end mt-4" aria-labelledby="conversation-settings">
      <h2 id="conversation-settings" className="h5 col-12">
        {t('change')}
      </h2>
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="conversation-assignee" className="form-label">
          {t('assignee')}
        </label>
        <select id="conversation-assignee" name="assignee" className="form-select" defaultValue={conversation.assignedTo?.id ?? ''}>
          <option value="">{t('nobody')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="conversation-state" className="form-label">
          {t('state')}
        </label>
        <select id="conversation-state" name="state" className="form-select" defaultValue={conversation.state}>
          {conversationStates.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-lg-2">
        <button type="submit" className="btn btn-outline-primary w-100">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
