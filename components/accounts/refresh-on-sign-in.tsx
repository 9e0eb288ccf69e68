'use client';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';

/**
 * Rendered next to "sign in required" on a personal page: once the person signs in through the
 * dialog, the server components render again with the session. A file of its own: every personal
 * page imports it, and a client module a page imports is fetched with the page, so it must not
 * bring the profile forms (and zod) along.
 */
export function RefreshOnSignIn() {
  const { status } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === 'authenticated') router.refresh();
  }, [status, router]);
  return null;
}
