'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearAttribution } from '@/lib/analytics/attribution';
import { NO_CONSENT, writeConsent, type Consent, type ConsentChoice } from '@/lib/analytics/consent';
import { browserCookieJar } from '@/lib/analytics/cookies';
import { ConsentBanner, type BannerState } from './consent-banner';
import { ConsentSettingsDialog, type ConsentSettingsHandle } from './consent-settings-dialog';

type ConsentContextValue = {
  /** What the person allowed; nothing optional until they chose. */
  consent: ConsentChoice;
  choose: (choice: ConsentChoice) => void;
  openSettings: () => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

/**
 * The cookie choice of this browser (Danish cookie rules) for the whole site. The server reads the
 * stored choice, so a first visit gets the banner in the first paint and a returning one never sees
 * it flash. The banner comes before everything else on the page (the first thing a keyboard or
 * screen-reader user meets) and pushes the page down instead of covering it.
 */
export function ConsentProvider({ initial, children }: { initial: Consent | null; children: ReactNode }) {
  const [consent, setConsent] = useState<ConsentChoice>(initial ?? NO_CONSENT);
  const [banner, setBanner] = useState<BannerState>(initial ? 'hidden' : 'asking');
  const settings = useRef<ConsentSettingsHandle>(null);

  const choose = useCallback((choice: ConsentChoice) => {
    const cookies = browserCookieJar();
    writeConsent(cookies, choice, Date.now());
    // Withdrawn (or never given) marketing consent leaves no attribution cookie behind.
    if (!choice.marketing) clearAttribution(cookies);
    setConsent({ statistics: choice.statistics, marketing: choice.marketing });
    setBanner((state) => (state === 'asking' ? 'confirmed' : state));
  }, []);

  const openSettings = useCallback(() => settings.current?.open(), []);
  const value = useMemo(() => ({ consent, choose, openSettings }), [consent, choose, openSettings]);

  return (
    <ConsentContext.Provider value={value}>
      <ConsentBanner state={banner} consent={consent} onChoose={choose} onCustomise={openSettings} onHide={() => setBanner('hidden')} />
      {children}
      <ConsentSettingsDialog ref={settings} consent={consent} onChoose={choose} />
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used within a ConsentProvider');
  return value;
}
