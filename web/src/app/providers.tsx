import type { ReactNode } from 'react';
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import { createQueryClient } from '../api/query-client';
import { TOAST_DURATION_SECONDS, TOAST_MAX_COUNT } from '../lib/constants';
import { portalTheme } from './theme';

// Date pickers follow the Indian day-first order.
dayjs.locale('en-in');

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each test starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={enGB} theme={portalTheme}>
        <AntApp
          notification={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS, placement: 'topRight' }}
          message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
