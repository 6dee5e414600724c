import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import { useMediaQuery } from '../components/use-media-query';
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
  // WCAG 2.3.3: someone who asked their device for less motion gets dialogs, menus and toasts without animation.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(
    () => (reduceMotion ? { ...portalTheme, token: { ...portalTheme.token, motion: false } } : portalTheme),
    [reduceMotion],
  );
  return (
    <ConfigProvider locale={enGB} theme={theme}>
      <div className="antd-app" style={appTextStyle}>
        {children}
      </div>
    </ConfigProvider>
  );
}
