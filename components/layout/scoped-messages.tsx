import type { ReactNode } from 'react';
import { getLocale, getMessages } from 'next-intl/server';
import { clientMessages, SCOPED_MESSAGE_PATHS } from '@/lib/i18n/client-messages';
import type { MessageScope } from '@/lib/i18n/message-scopes';
import { ScopedMessagesProvider } from './scoped-messages-provider';

/** Gives the client components inside it the page-scoped messages `paths` besides the ones every page sends. */
export async function ScopedMessages({ paths, children }: { paths: readonly MessageScope[]; children: ReactNode }) {
  const locale = await getLocale();
  const messages = clientMessages(
    await getMessages({ locale }),
    paths.flatMap((scope) => SCOPED_MESSAGE_PATHS[scope]),
  );
  return <ScopedMessagesProvider messages={messages}>{children}</ScopedMessagesProvider>;
}
