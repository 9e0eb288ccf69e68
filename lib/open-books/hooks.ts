import { useMutation } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { OpenBooksSettings } from './schema';

/** The console's publication delay; the answer is the delay kept. */
export function useSetPublicationDelay(companyId: number) {
  return useMutation({
    mutationFn: (settings: OpenBooksSettings) => api.put<OpenBooksSettings>(`company/open-books/settings?company=${companyId}`, settings),
  });
}
