import { hashKey, notifyManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, pathOf } from './client';

/**
 * A change to the cache (an edit's preview, a save's answer) reaches the components in a microtask,
 * before the browser takes the next key, not in TanStack's default zero timer: a browser runs
 * waiting input before due timers, so on a busy machine the keys typed next met the slide from
 * before the edit, and the edit they made wrote the earlier one back ("Beta launch" typed, Enter,
 * the next bullet typed: saved as "Beta").
 */
notifyManager.setScheduler(queueMicrotask);

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
