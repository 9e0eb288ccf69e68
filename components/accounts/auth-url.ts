'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

export type AuthView = 'login' | 'signup' | 'reset';
export const AUTH_PARAM = 'auth';
/** Marks the return from the verification link, so the page can say the address is confirmed. */
export const VERIFIED_PARAM = 'verified';

/** Any `auth` value opens the dialog; unknown ones show the sign-in form. */
export function authViewOf(value: string | null): AuthView | null {
  if (value === null) return null;
  return value === 'signup' || value === 'reset' ? value : 'login';
}

/**
 * The page the person is on without the dialog's parameters: where every auth flow returns to
 * (sign-in, the verification link, the reset link). better-auth adds `token` or `error` to the reset
 * link's return address; they belong to the dialog only then.
 */
export function returnPath(view?: AuthView): string {
  const url = new URL(window.location.href);
  const ownsResetParams = url.searchParams.get(AUTH_PARAM) === 'reset';
  url.searchParams.delete(AUTH_PARAM);
  if (ownsResetParams) {
    url.searchParams.delete('token');
    url.searchParams.delete('error');
  }
  if (view) url.searchParams.set(AUTH_PARAM, view);
  return url.pathname + url.search + url.hash;
}

/** Where the verification link returns to: this page, marked (email-verified-notice.tsx). */
export function verifiedReturnPath(): string {
  const url = new URL(returnPath(), window.location.origin);
  url.searchParams.set(VERIFIED_PARAM, '1');
  return url.pathname + url.search + url.hash;
}

/**
 * Opens and closes the dialog through the URL, so `?auth=` links and the header's buttons share one
 * path. next/navigation's router takes the URL as it is (locale prefix, Danish path, other
 * parameters); the replace also re-renders server components, which then see a fresh session.
 */
export function useAuthDialogControl() {
  const router = useRouter();
  const open = useCallback((view: AuthView) => router.replace(returnPath(view), { scroll: false }), [router]);
  const close = useCallback(() => router.replace(returnPath(), { scroll: false }), [router]);
  return { open, close };
}
