// First: the stylesheet order follows the imports — Bootstrap before the components' CSS modules.
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { documentMetadata, LocaleDocument } from '@/components/layout/locale-document';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  const { locale } = await resolveParams(params);
  return documentMetadata(locale);
}

export default async function LocaleLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const { locale } = await resolveParams(params);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
