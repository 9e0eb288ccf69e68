'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { useRouter } from '@/lib/i18n/navigation';
import { usePostMessage } from '@/lib/messages/hooks';
import { MESSAGE_BODY_MAX, MESSAGE_FORM_MESSAGES, messageFormSchema, type MessageForm as MessageInput } from '@/lib/messages/schema';

type Props = {
  /** The API resource the message is posted to (`messages`, `company/messages/<id>`). */
  resource: string;
  /** What the resource needs besides the text (the subject a tenant writes about). */
  fields?: Record<string, string>;
};

/**
 * A new message: the form kit with the area's schema, posted to the route that parses the same
 * schema. Without JavaScript the form posts itself there and comes back to the page (lib/http/html-form.ts).
 */
export function MessageForm({ resource, fields = {} }: Props) {
  const t = useTranslations('conversations.form');
  const locale = useLocale();
  const router = useRouter();
  const post = usePostMessage(resource, fields);
  const form = useZodForm(messageFormSchema, { messages: MESSAGE_FORM_MESSAGES, defaultValues: { body: '' } });
  async function submit({ body }: MessageInput) {
    await post.mutateAsync(body);
    form.reset({ body: '' });
    router.refresh();
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} method="post" action={`/api/${resource}`}>
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField name="body" label={t('label')} hint={t('hint', { max: MESSAGE_BODY_MAX })}>
        {(control) => <textarea rows={4} maxLength={MESSAGE_BODY_MAX} required {...control} />}
      </FormField>
      <FormFailure />
      <SubmitButton busyLabel={t('sending')}>{t('send')}</SubmitButton>
    </Form>
  );
}
