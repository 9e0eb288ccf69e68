'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearPersonalStorage } from '@/lib/accounts/personal-storage';
import type { AccountSession, MenuSummary } from '@/lib/home-base/schema';

/** 'uninitialized' until the session has loaded; analytics start on the first other value. */
export type AuthStatus = 'uninitialized' | 'anonymous' | 'authenticated';
export type AuthUser = { id: string; name: string; email: string };
/** `menu`: the user menu's summary as it came with the session (null signed out). */
type AuthState = { status: AuthStatus; user: AuthUser | null; menu: MenuSummary | null };
type AuthContextValue = AuthState & { refresh: () => Promise<void>; signOut: () => Promise<void> };

const AuthContext = createContext<AuthContextValue | null>(null);

const ANONYMOUS: AuthState = { status: 'anonymous', user: null, menu: null };

/**
 * The session and the user menu's summary in one request (`GET /api/account/session`), read
 * without better-auth's client, which every page would otherwise load. A failed lookup (a
 * deactivated account's 403 included) counts as anonymous, so analytics never wait forever.
 */
async function readSession(): Promise<AuthState> {
  try {
    const response = await fetch('/api/account/session', { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return ANONYMOUS;
    const session = (await response.json()) as AccountSession;
    return session ? { status: 'authenticated', ...session } : ANONYMOUS;
  } catch {
    return ANONYMOUS;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'uninitialized', user: null, menu: null });

  const refresh = useCallback(async () => setState(await readSession()), []);

  const signOut = useCallback(async () => {
    clearPersonalStorage();
    const [{ authClient }, { queryClient }] = await Promise.all([import('./auth-client'), import('@/lib/api/queries')]);
    await authClient().signOut();
    // What the browser fetched with the session (lists, profile, menu) must not outlive it.
    queryClient().clear();
    setState(ANONYMOUS);
  }, []);

  useEffect(() => {
    let mounted = true;
    void readSession().then((session) => mounted && setState(session));
    return () => {
      mounted = false;
    };
  }, []);

  const value = useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
