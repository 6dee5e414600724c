import type { ReactNode } from 'react';
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';

export interface QueryProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each test starts with an empty cache. */
  queryClient?: QueryClient;
}

/**
 * What the entry renders around the app: the query cache only. antd comes with the pages (AntdLayout),
 * so the landing page shows before antd's code has downloaded. Kept apart from providers.tsx, whose
 * static import of antd would otherwise pull antd into the entry chunk.
 */
export function QueryProviders({ children, queryClient }: QueryProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
