'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';

/**
 * A page's own messages laid over the ones every page has. A nested provider replaces its parent's
 * messages instead of adding to them, so the merge happens here, in the browser: the page sends only
 * its own, not the every-page ones a second time. Time zone and formats come from the parent.
 */
export function ScopedMessagesProvider({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const inherited = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
