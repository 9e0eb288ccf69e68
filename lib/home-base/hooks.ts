import { PERSONAL_READ, useQuery } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { HomeBase, MenuSummary } from './schema';

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

/** Where /konto reads the person's overview; the page preloads it. */
export const HOME_BASE_RESOURCE = 'account/home-base';

/**
 * /konto's overview: what waits for the person's answer, what is coming, and their own things;
 * `initialData` when the server read it (a browser without scripts).
 */
export function useHomeBase(initialData?: HomeBase) {
  return useQuery({
    queryKey: ['home-base', 'overview'],
    queryFn: () => api.get<HomeBase>(HOME_BASE_RESOURCE),
    ...PERSONAL_READ,
    initialData,
  });
}
