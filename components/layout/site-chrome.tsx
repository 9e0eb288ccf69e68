import { Suspense, type ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { AuthDialogLoader } from '@/components/accounts/auth-dialog-loader';
import { AuthProvider } from '@/components/accounts/auth-provider';
import { EmailVerifiedNotice } from '@/components/accounts/email-verified-notice';
import { MitidNoticeLoader } from '@/components/accounts/mitid-notice-loader';
import { AnalyticsTrackerLoader } from '@/components/analytics/analytics-tracker-loader';
import { ConsentChoiceHint } from '@/components/analytics/consent-choice-hint';
import { ConsentProvider } from '@/components/analytics/consent-provider';
import { getFooter, getHeader } from '@/lib/content/service';
import { isOutboxPageEnabled, OUTBOX_PATH } from '@/lib/email/service';
import type { Locale } from '@/lib/i18n/routing';
import { mitidSettings } from '@/lib/mitid/settings';
import { getWhiteLabelConfig } from '@/lib/white-label/service';
import { SiteFooter } from './site-footer';
import { BrowserNotSupported } from './browser-not-supported';
import { footerWithoutCms, headerWithoutCms } from './chrome-without-cms';
import { SiteHeader } from './site-header';
import { WholePlatformBar } from '@/components/white-label/whole-platform-bar';

/** Everything around a site page's content: skip link, header, footer, sign-in dialog, consent and analytics. */
export async function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  // A header or footer the CMS never gave this node (its failure is logged and in health) is the
  // built-in one: without it, every page would fail with it.
  const [header, footer, config, t] = await Promise.all([
    getHeader(locale).catch(() => null),
    getFooter(locale).catch(() => null),
    getWhiteLabelConfig((await headers()).get('host')),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <>
      <ConsentChoiceHint />
      <AuthProvider>
        <ConsentProvider>
          <a href="#main" className="hj-skip-link">
            {t('skipToContent')}
          </a>
          <BrowserNotSupported locale={locale} />
          <SiteHeader content={header ?? headerWithoutCms(t)} brand={config.name} />
          <WholePlatformBar config={config} />
          <main id="main" tabIndex={-1}>
            <Suspense>
              <EmailVerifiedNotice />
              <MitidNoticeLoader />
            </Suspense>
            {children}
          </main>
          <SiteFooter content={footer ?? footerWithoutCms(t)} brand={config.name} />
          {/* useSearchParams: the boundary keeps the rest of the page out of client-side rendering. */}
          <Suspense>
            <AuthDialogLoader outboxHref={isOutboxPageEnabled() ? OUTBOX_PATH : null} mitid={mitidSettings() !== null} />
          </Suspense>
          <AnalyticsTrackerLoader />
        </ConsentProvider>
      </AuthProvider>
    </>
  );
}
