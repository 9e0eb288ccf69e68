'use client';

import { createAuthClient } from 'better-auth/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearPersonalStorage } from '@/lib/accounts/personal-storage';

/** SPEC §4: 'uninitialized' until the session has loaded; analytics start on the first other value. */
export type AuthStatus = 'uninitialized' | 'anonymous' | 'authenticated';
export type AuthUser = { id: string; name: string; email: string };
type AuthState = { status: AuthStatus; user: AuthUser | null };
type AuthContextValue = AuthState & { refresh: () => Promise<void>; signOut: () => Promise<void> };

type AuthClient = ReturnType<typeof createAuthClient>;
let client: AuthClient | null = null;

/**
 * better-auth's client needs an absolute base URL, which only the browser knows (white-label hosts
 * share the build), so it is made on first use in an effect — never during server rendering.
 */
export function authClient(): AuthClient {
  client ??= createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });
  return client;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

/** The session as better-auth reports it; a failed lookup counts as anonymous, so analytics never wait forever. */
async function readSession(): Promise<AuthState> {
  try {
    const { data } = await authClient().getSession();
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
    await authClient().signOut();
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
