import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endExpiredSession, isSessionExpiredError, sessionEndReasonOf } from './auth';

/**
 * Spec §7: no retries, no refetch on focus, no polling, data never goes stale on its own. Any call
 * the gateway refuses with SESSION_EXPIRED (the session idled out, or was ended elsewhere) signs the tab out;
 * the router then asks for a login, saying why, and comes back to the page.
 */
export function createQueryClient(): QueryClient {
  const onError = (err: unknown) => {
    if (isSessionExpiredError(err)) endExpiredSession(client, sessionEndReasonOf(err));
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}
