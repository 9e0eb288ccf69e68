import { useQuery } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { MenuSummary } from './schema';

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
