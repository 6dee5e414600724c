import { QueryClient } from '@tanstack/react-query';

/** Spec §7: no retries, no refetch on focus, no polling, data never goes stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
