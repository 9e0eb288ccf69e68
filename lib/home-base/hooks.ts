import { PERSONAL_READ, useQuery } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { AccountHome, MenuSummary } from './schema';

/**
 * The user menu's badge and console link, asked for only once someone is signed in. The summary
 * that came with the session is used first: asked for again only when it is a minute old (on focus,
 * say) or something invalidates it.
 */
export function useMenuSummary(signedIn: boolean, withSession: MenuSummary | null) {
  return useQuery({
    queryKey: ['home-base', 'menu'],
    queryFn: () => api.get<MenuSummary>('account/menu'),
    enabled: signedIn,
    initialData: withSession ?? undefined,
  });
}

/** Where /konto reads the person's part; the page preloads it. */
export const ACCOUNT_HOME_RESOURCE = 'account/home-base';

/** /konto's greeting, console link and overview, one request for all three. */
export function useAccountHome() {
  return useQuery({
    queryKey: ['home-base', 'account'],
    queryFn: () => api.get<AccountHome>(ACCOUNT_HOME_RESOURCE),
    ...PERSONAL_READ,
  });
}
