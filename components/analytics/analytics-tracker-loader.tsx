'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { landingOfThisPage } from './browser-context';
import { useConsent } from './consent-provider';

// Attribution, page views and the referrer event run only with consent: their code waits for it.
const AnalyticsTracker = dynamic(() => import('./analytics-tracker').then((m) => m.AnalyticsTracker), { ssr: false });

/** Mounts the tracker once the person allows statistics or marketing. */
export function AnalyticsTrackerLoader() {
  const { consent } = useConsent();
  // Where the session landed is read now, before any client-side navigation the tracker might miss.
  useEffect(() => void landingOfThisPage(), []);
  return consent.statistics || consent.marketing ? <AnalyticsTracker /> : null;
}
