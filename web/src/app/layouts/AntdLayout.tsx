import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { AntdProviders } from '../antd-providers';

/** The routes that use antd render inside its providers; loaded lazily so the landing page does not wait for it. */
export function AntdLayout() {
  return (
    <AntdProviders>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </AntdProviders>
  );
}
