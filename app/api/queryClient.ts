import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, pathOf } from './client';

/**
 * What a read of one query passes through before it is shown: the deck keeps this tab's edits that
 * are not saved yet on top of what the server sends (./deckPreview).
 */
const onRead = new Map<string, (data: unknown) => unknown>();
export function passReadsThrough<T>(queryKey: QueryKey, through: (data: T) => T) {
  onRead.set(hashKey(queryKey), through as (data: unknown) => unknown);
}

/** SPEC §7: data never goes stale, no refetch on focus, no polling, no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      queryFn: async ({ queryKey, signal }) => {
        const data = await apiRequest(pathOf(queryKey), { signal });
        return onRead.get(hashKey(queryKey))?.(data) ?? data;
      },
    },
    mutations: { retry: false },
  },
});
