import type { CSSProperties, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import { portalTheme } from './theme';

// Date pickers follow the Indian day-first order.
dayjs.locale('en-in');

// The text look antd's `App` gave the pages inside it (antd's default text colour, size and line height).
const appTextStyle: CSSProperties = {
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  fontFamily: portalTheme.token?.fontFamily,
};

/**
 * antd's theme and locale: everything but the landing page renders inside these. No antd `App`: toasts are
 * plain (components/use-toast.ts) and nothing used its message or modal hooks, which every page loaded.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={portalTheme}>
      <div className="antd-app" style={appTextStyle}>
        {children}
      </div>
    </ConfigProvider>
  );
}
