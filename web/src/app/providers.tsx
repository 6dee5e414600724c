import { AntdProviders } from './antd-providers';
import { QueryProviders, type QueryProvidersProps } from './query-providers';

/** The query cache and antd's providers together, for tests that render a page on its own. */
export function AppProviders({ children, queryClient }: QueryProvidersProps) {
  return (
    <QueryProviders queryClient={queryClient}>
      <AntdProviders>{children}</AntdProviders>
    </QueryProviders>
  );
}
