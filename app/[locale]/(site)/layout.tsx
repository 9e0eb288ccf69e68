import { Suspense, type ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthDialog } from '@/components/accounts/auth-dialog';
import { AuthProvider } from '@/components/accounts/auth-provider';
import { AnalyticsTracker } from '@/components/analytics/analytics-tracker';
import { ConsentProvider } from '@/components/analytics/consent-provider';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CONSENT_COOKIE, parseConsent } from '@/lib/analytics/consent';
import { getFooter, getHeader } from '@/lib/content/service';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import { getWhiteLabelConfig } from '@/lib/white-label/service';

export default async function SiteLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const { locale } = await resolveParams(params);
  const [header, footer, config, t] = await Promise.all([
    getHeader(locale),
    getFooter(locale),
    getWhiteLabelConfig((await headers()).get('host')),
    getTranslations('common'),
  ]);
  const consent = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <AuthProvider>
      <ConsentProvider initial={consent}>
        <a href="#main" className="hj-skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader content={header} brand={config.name} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter content={footer} brand={config.name} />
        {/* useSearchParams: the boundary keeps the rest of the page out of client-side rendering. */}
        <Suspense>
          <AuthDialog />
        </Suspense>
        <AnalyticsTracker />
      </ConsentProvider>
    </AuthProvider>
  );
}
