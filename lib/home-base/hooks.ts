import { useQuery } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { MenuSummary } from './schema';

/** The user menu's badge and console link, asked for only once someone is signed in. */
export function useMenuSummary(signedIn: boolean) {
  return useQuery({
    queryKey: ['home-base', 'menu'],
    queryFn: () => api.get<MenuSummary>('account/menu'),
    enabled: signedIn,
  });
}
