'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearPersonalStorage } from '@/lib/accounts/personal-storage';

/** 'uninitialized' until the session has loaded; analytics start on the first other value. */
export type AuthStatus = 'uninitialized' | 'anonymous' | 'authenticated';
export type AuthUser = { id: string; name: string; email: string };
type AuthState = { status: AuthStatus; user: AuthUser | null };
type AuthContextValue = AuthState & { refresh: () => Promise<void>; signOut: () => Promise<void> };

const AuthContext = createContext<AuthContextValue | null>(null);

const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

/**
 * The session as better-auth's `get-session` endpoint reports it (`{ user, session }` or null),
 * read without its client, which every page would otherwise load. A failed lookup counts as
 * anonymous, so analytics never wait forever.
 */
async function readSession(): Promise<AuthState> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return ANONYMOUS;
    const data = (await response.json()) as { user?: AuthUser } | null;
    if (!data?.user) return ANONYMOUS;
    return { status: 'authenticated', user: { id: data.user.id, name: data.user.name, email: data.user.email } };
  } catch {
    return ANONYMOUS;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'uninitialized', user: null });

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
