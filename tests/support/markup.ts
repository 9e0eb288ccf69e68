import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/routing';

/** Server-renders a client component as a page would: with its messages (the query hooks need no provider). */
export function renderWithIntl(children: ReactNode, locale: Locale, messages: AbstractIntlMessages): string {
  return renderToString(createElement(NextIntlClientProvider, { locale, messages, timeZone: 'Europe/Copenhagen', children }));
}

/** The attributes of the first tag matching `selector` (the tests run without a DOM). */
export function attributes(html: string, selector: RegExp): Record<string, string> {
  const tag = selector.exec(html)?.[0];
  if (!tag) throw new Error(`no element matching ${selector} in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}
