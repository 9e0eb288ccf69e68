'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { AUTH_PARAM } from './auth-url';

// The forms, their checks and better-auth's client: fetched when the dialog is first asked for.
const AuthDialog = dynamic(() => import('./auth-dialog').then((m) => m.AuthDialog), { ssr: false });

/**
 * The sign-in dialog of every page, loaded on demand: from the first `?auth=` in the URL (a link,
 * or the header's buttons) it stays mounted, so closing it returns focus as a native dialog does.
 */
export function AuthDialogLoader({ outboxHref, mitid }: { outboxHref: string | null; mitid: boolean }) {
  const requested = useSearchParams().has(AUTH_PARAM);
  const [wanted, setWanted] = useState(requested);
  if (requested && !wanted) setWanted(true);
  return wanted ? <AuthDialog outboxHref={outboxHref} mitid={mitid} /> : null;
}
