import * as reactQuery from '@tanstack/react-query';
import { isServer, QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { api } from './client';

/*
 * The query cache without a provider at the root of every page: such a provider made every page,
 * the public ones too, fetch the query library and its cache (about 8 KB compressed) while it
 * started, where most of them never ask for anything. The hooks below take the client from
 * `queryClient()` instead, so the library comes with the first component that uses it.
 */

let browserClient: QueryClient | undefined;

/**
 * The browser's one client, shared by every component and kept across client-side navigations (as
 * a provider at the root kept it); on the server a new one for every caller, so that no person's
 * data outlives the render it was fetched for.
 */
export function queryClient(): QueryClient {
  // Data cache stale time 60 s.
  if (isServer) return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  if (!browserClient) {
    browserClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    // What QueryClientProvider did when it mounted: refetch on focus and on reconnect.
    browserClient.mount();
  }
  return browserClient;
}

// React Query's hooks with that client; their signatures are the library's own.
export const useQuery = ((options: never, client?: QueryClient) =>
  reactQuery.useQuery(options, client ?? queryClient())) as typeof reactQuery.useQuery;
export const useMutation = ((options: never, client?: QueryClient) =>
  reactQuery.useMutation(options, client ?? queryClient())) as typeof reactQuery.useMutation;
export const useQueryClient = (client?: QueryClient): QueryClient => client ?? queryClient();

/**
 * How a page served the same to everyone (`SignedInData`) reads the person's data: not retried, since
 * a 401 or 403 is an answer and not a hiccup (and the retries would hold the spinner for seconds), and
 * read again whenever the page is opened, so it shows what the database says now.
 */
export const PERSONAL_READ = { retry: false, staleTime: 0 } as const;

/**
 * Puts `resource` in the page's HTML as a fetch to start at once (React's `preload`), so a page
 * served the same to everyone begins reading the person's data while its scripts load. Its mode
 * matches what `api.get` sends (cors, credentials included): a preload that differs is fetched twice.
 */
export function preloadApiRead(resource: string): void {
  preload(api.url(resource), { as: 'fetch', crossOrigin: 'use-credentials' });
}
