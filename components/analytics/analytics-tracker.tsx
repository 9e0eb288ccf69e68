'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useWhiteLabel } from '@/components/white-label/white-label-provider';
import { recordAttribution } from '@/lib/analytics/attribution';
import { browserCookieJar } from '@/lib/analytics/cookies';
import { pageViewEvent, shouldPushPageView } from '@/lib/analytics/page-view';
import { sanitiseUrl } from '@/lib/analytics/sanitise';
import { api } from '@/lib/api/client';
import { useFlag } from '@/lib/flags/hooks';
import { FLAGS } from '@/lib/flags/names';
import { landingOfThisPage, pushToDataLayer, sessionStore } from './browser-context';
import { useConsent } from './consent-provider';

const REFERRER_SENT = 'hjemly_referrer_sent';

/** Once per browser session, where it came from. Statistics, so only with that consent. */
function useReferrerEvent(active: boolean) {
  useEffect(() => {
    const session = sessionStore();
    if (!active || !session || session.getItem(REFERRER_SENT)) return;
    session.setItem(REFERRER_SENT, '1');
    const { referrer, url } = landingOfThisPage();
    api.postReferrer({ referrer: sanitiseUrl(referrer), url: sanitiseUrl(url) }).catch((error: unknown) => {
      console.warn('Referrer event not recorded:', error);
    });
  }, [active]);
}

/** The attribution and white-label cookies, with marketing consent; the rules are in lib/analytics/attribution. */
function useAttribution(active: boolean) {
  const { isWhiteLabel, host, companyIds } = useWhiteLabel();
  useEffect(() => {
    const session = sessionStore();
    if (!active || !session) return;
    const { navigationType, ...landing } = landingOfThisPage();
    recordAttribution({ cookies: browserCookieJar(), session, navigationType }, landing, { isWhiteLabel, host, companyIds });
  }, [active, isWhiteLabel, host, companyIds]);
}

/** A page_view in window.dataLayer for each new pathname, with the flag on and statistics consent. */
function usePageViews(active: boolean, analyticsEnabled: boolean) {
  const pathname = usePathname();
  const { user } = useAuth();
  const pushed = useRef<string | null>(null);
  const referrer = useRef('');
  const lastUrl = useRef<string | null>(null);

  // Before the push below: a page's referrer is the address the previous page was opened at.
  useEffect(() => {
    referrer.current = lastUrl.current ?? landingOfThisPage().referrer;
    lastUrl.current = window.location.href;
  }, [pathname]);

  useEffect(() => {
    if (!shouldPushPageView({ previousPathname: pushed.current, pathname, analyticsEnabled, statisticsConsent: active })) return;
    // Marked as pushed only when it is, so a run cancelled by a quick change is made up by the next.
    return whenTitled(() => {
      pushed.current = pathname;
      const cookies = browserCookieJar();
      pushToDataLayer(pageViewEvent({ url: window.location.href, referrer: referrer.current, title: document.title, user, cookies }));
    });
  }, [active, analyticsEnabled, pathname, user]);
}

/**
 * Runs `push` once the new page's <title> is in the document: a frame after the commit when it came
 * with the page (a prefetched route), else when Next.js streams the metadata in (a route fetched on
 * the click), at most 2 s later. Returns the cancel.
 */
function whenTitled(push: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    observer.disconnect();
    clearTimeout(timeout);
  };
  const run = () => {
    if (done) return;
    stop();
    push();
  };
  const observer = new MutationObserver(() => document.title && run());
  const timeout = setTimeout(run, 2_000);
  const frame = requestAnimationFrame(() =>
    document.title ? run() : observer.observe(document.head, { childList: true, subtree: true, characterData: true }),
  );
  return stop;
}

/**
 * Starts analytics once the auth state has loaded: the referrer event, attribution and
 * white-label cookies, and page views — each only as far as the person's cookie choice allows.
 */
export function AnalyticsTracker() {
  const { status } = useAuth();
  const { consent } = useConsent();
  const analyticsEnabled = useFlag(FLAGS.analytics);
  const loaded = status !== 'uninitialized';

  useReferrerEvent(loaded && consent.statistics);
  useAttribution(loaded && consent.marketing);
  usePageViews(loaded && consent.statistics, analyticsEnabled);
  return null;
}
