'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clearAttribution } from '@/lib/analytics/attribution-cookies';
import { CONSENT_COOKIE, NO_CONSENT, parseConsent, writeConsent, type ConsentChoice } from '@/lib/analytics/consent';
import { browserCookieJar } from '@/lib/analytics/cookies';
import { ConsentBanner, type BannerState } from './consent-banner';
import type { ConsentSettingsHandle } from './consent-settings-dialog';

// Opened by few: fetched when it is first asked for.
const ConsentSettingsDialog = dynamic(() => import('./consent-settings-dialog').then((m) => m.ConsentSettingsDialog), {
  ssr: false,
});

type ConsentContextValue = {
  /** What the person allowed; nothing optional until they chose. */
  consent: ConsentChoice;
  choose: (choice: ConsentChoice) => void;
  openSettings: () => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

const unchanging = () => () => undefined;

/**
 * The choice stored in this browser: undefined on the server and while hydrating (the page is the
 * same for everyone), then the stored choice or null when there is none.
 */
function useStoredConsent(): ConsentChoice | null | undefined {
  const cookie = useSyncExternalStore(
    unchanging,
    () => browserCookieJar().get(CONSENT_COOKIE) ?? '',
    () => undefined,
  );
  return useMemo(() => {
    if (cookie === undefined) return undefined;
    const consent = parseConsent(cookie);
    return consent && { statistics: consent.statistics, marketing: consent.marketing };
  }, [cookie]);
}

/**
 * The cookie choice of this browser (Danish cookie rules) for the whole site. The page is the same
 * for everyone (public pages are cached), so the stored choice is read here in the browser: the
 * banner, fixed to the bottom of the window so it moves nothing on the page, is in the page as sent
 * and stays only when there is no choice (see BannerState 'unknown'). It comes first in the
 * document (the first thing a keyboard or screen-reader user meets).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const stored = useStoredConsent();
  const [chosen, setChosen] = useState<ConsentChoice | null>(null);
  const [shown, setShown] = useState<BannerState | 'unasked'>('unasked');
  const [settingsWanted, setSettingsWanted] = useState(false);
  const settings = useRef<ConsentSettingsHandle>(null);
  const consent = chosen ?? stored ?? NO_CONSENT;
  const banner: BannerState = shown !== 'unasked' ? shown : stored === undefined ? 'unknown' : stored === null ? 'asking' : 'hidden';

  // What `choose` depends on stays the same when hydration finds no stored choice (undefined → null),
  // so the context value, and every consumer below, is left alone then.
  const hasStoredChoice = stored != null;
  const choose = useCallback(
    (choice: ConsentChoice) => {
      const cookies = browserCookieJar();
      writeConsent(cookies, choice, Date.now());
      // Withdrawn (or never given) marketing consent leaves no attribution cookie behind.
      if (!choice.marketing) clearAttribution(cookies);
      setChosen({ statistics: choice.statistics, marketing: choice.marketing });
      // A banner asking the question is answered (also by a click made while the page hydrated, which
      // React replays); one already confirmed or hidden stays so.
      setShown((current) => (current !== 'unasked' ? current : hasStoredChoice ? 'hidden' : 'confirmed'));
    },
    [hasStoredChoice],
  );

  // The first time, the dialog opens itself once its code has arrived.
  const openSettings = useCallback(() => (settings.current ? settings.current.open() : setSettingsWanted(true)), []);
  const value = useMemo(() => ({ consent, choose, openSettings }), [consent, choose, openSettings]);

  return (
    <ConsentContext.Provider value={value}>
      {banner === 'hidden' ? null : (
        <ConsentBanner state={banner} consent={consent} onChoose={choose} onCustomise={openSettings} onHide={() => setShown('hidden')} />
      )}
      {children}
      {settingsWanted ? <ConsentSettingsDialog ref={settings} consent={consent} onChoose={choose} openAtOnce /> : null}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used within a ConsentProvider');
  return value;
}
