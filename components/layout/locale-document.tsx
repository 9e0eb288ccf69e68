import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { EnvironmentWatermark } from '@/components/flags/environment-watermark';
import { CONSENT_STORED_HEADER } from '@/lib/analytics/consent';
import { WhiteLabelProvider } from '@/components/white-label/white-label-provider';
import { appEnvironment, flagsClientConfig, PRODUCTION } from '@/lib/flags/config';
import { FlagsProvider } from '@/lib/flags/hooks';
import { serverToggles } from '@/lib/flags/server-client';
import { clientMessages } from '@/lib/i18n/client-messages';
import { LinkNavigation } from '@/lib/i18n/link-navigation';
import { siteUrl } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { browserMonitoringAttributes } from '@/lib/monitoring/server';
import { socialMetadata } from '@/lib/seo/open-graph';
import { getDefaultSocialImage } from '@/lib/seo/service';
import { getWhiteLabelConfig } from '@/lib/white-label/service';
import { themeStyle } from '@/lib/white-label/theme';
import { HydrationMark } from './hydration-mark';

async function currentWhiteLabel() {
  return getWhiteLabelConfig((await headers()).get('host'));
}

/**
 * What every page in `locale` inherits: the host's name as title template, favicon and social card.
 * `pageTitle` is for a page with no layout above it to apply the template (the global not-found page).
 */
export async function documentMetadata(locale: Locale, pageTitle?: string): Promise<Metadata> {
  const [config, t] = await Promise.all([currentWhiteLabel(), getTranslations({ locale, namespace: 'common' })]);
  const favicon = config.theme.faviconUrl ?? process.env.DEFAULT_FAVICON_URL ?? '/favicon.svg';
  const image = await getDefaultSocialImage(locale, config.name);
  return {
    metadataBase: siteUrl(),
    title: pageTitle ? `${pageTitle} | ${config.name}` : { default: config.name, template: `%s | ${config.name}` },
    description: t('tagline'),
    icons: { icon: favicon },
    // Pages inherit the card; their own title and description fill og:title and og:description.
    ...socialMetadata({ locale, siteName: config.name, image }),
  };
}

/** The HTML document in `locale`: its language, the host's theme, and the client providers every page needs. */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const config = await currentWhiteLabel();
  const environment = appEnvironment();
  const messages = clientMessages(await getMessages({ locale }));
  return (
    // suppressHydrationWarning: ConsentChoiceHint's script may mark the element before React hydrates it;
    // a browser without scripts that has chosen gets the mark from the server (proxy.ts).
    <html
      lang={locale}
      style={themeStyle(config.theme)}
      {...browserMonitoringAttributes()}
      {...((await headers()).has(CONSENT_STORED_HEADER) ? { 'data-consent-stored': '' } : {})}
      suppressHydrationWarning
    >
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <FlagsProvider config={flagsClientConfig()} bootstrap={serverToggles()}>
            <WhiteLabelProvider config={config}>{children}</WhiteLabelProvider>
            <LinkNavigation />
            <HydrationMark />
            {environment === PRODUCTION ? null : <EnvironmentWatermark environment={environment} />}
          </FlagsProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
