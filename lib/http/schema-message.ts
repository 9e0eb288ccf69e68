import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import type { Locale } from '@/lib/i18n/routing';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * The text of a schema's message key in `locale`, as the form would show it; null when the key is
 * not one of the namespace's (zod's own English, a rule without a key), so the caller falls back.
 */
export async function schemaMessage(locale: Locale, { namespace, values }: FormMessages, key: string): Promise<string | null> {
  if (!key) return null;
  const messages = (await loadMessages(locale)) as unknown as Messages;
  const t = createTranslator({ locale, messages, namespace: namespace as never }) as unknown as {
    (key: string, values?: FormMessages['values']): string;
    has(key: string): boolean;
  };
  return t.has(key) ? t(key, values) : null;
}
