import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import { TOAST_DURATION_SECONDS, TOAST_MAX_COUNT } from '../lib/constants';
import { portalTheme } from './theme';

// Date pickers follow the Indian day-first order.
dayjs.locale('en-in');

/** antd's theme, locale and toasts: everything but the landing page renders inside these. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={portalTheme}>
      <AntApp
        notification={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS, placement: 'topRight' }}
        message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
