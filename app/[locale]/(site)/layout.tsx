import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';

export default async function SiteLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const { locale } = await resolveParams(params);
  return <SiteChrome locale={locale}>{children}</SiteChrome>;
}
