'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { MITID_OUTCOME_PARAM } from '@/lib/mitid/outcome-param';

// Every page carries the notice, but only a return from MitID shows it: its code comes then.
const MitidNotice = dynamic(() => import('./mitid-notice').then((m) => m.MitidNotice), { ssr: false });

/**
 * What a MitID journey came to, loaded once the callback's `?mitid=` is in the address; it stays
 * mounted after, since the notice takes the parameter out of the address bar while it shows.
 */
export function MitidNoticeLoader() {
  const requested = useSearchParams().has(MITID_OUTCOME_PARAM);
  const [wanted, setWanted] = useState(requested);
  if (requested && !wanted) setWanted(true);
  return wanted ? <MitidNotice /> : null;
}
