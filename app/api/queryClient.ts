import { QueryClient } from '@tanstack/react-query';
import { apiRequest, pathOf } from './client';

/** SPEC §7: data never goes stale, no refetch on focus, no polling, no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      queryFn: ({ queryKey, signal }) => apiRequest(pathOf(queryKey), { signal }),
    },
    mutations: { retry: false },
  },
});
