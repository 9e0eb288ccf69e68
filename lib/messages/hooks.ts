import { api } from '@/lib/api/client';
import { useMutation } from '@/lib/api/queries';

/* The browser side of messages: one write, to the resource the page names; the page then re-reads its conversation. */

export function usePostMessage(resource: string, fields: Record<string, string>) {
  return useMutation({
    mutationFn: (body: string) => api.post<unknown>(resource, { ...fields, body }),
  });
}
