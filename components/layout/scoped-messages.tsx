import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CLIENT_MESSAGE_PATHS, clientMessages, SCOPED_CLIENT_MESSAGE_PATHS } from '@/lib/i18n/client-messages';

type ScopedPath = (typeof SCOPED_CLIENT_MESSAGE_PATHS)[number];

/** Gives the client components inside it the page-scoped messages `paths` besides the ones every page sends. */
export async function ScopedMessages({ paths, children }: { paths: readonly ScopedPath[]; children: ReactNode }) {
  const locale = await getLocale();
  const messages = clientMessages(await getMessages({ locale }), [...CLIENT_MESSAGE_PATHS, ...paths]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
