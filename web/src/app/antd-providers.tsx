import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import { useShownLanguage } from '../i18n/language';
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
 * antd's and dayjs's texts in the language chosen (issue 31): English (day-first Indian dates) in the bundle,
 * Kannada (`kn_IN`, dayjs `kn`) downloaded only when chosen. Until it has arrived antd stays in English.
 */
function useAntdLocale(): Locale {
  // Which language, not i18next itself: a member's pages have no translated texts yet and do not load it.
  const kannada = useShownLanguage() === 'kn';
  const [knIN, setKnIN] = useState<Locale | null>(null);
  useEffect(() => {
    if (!kannada) {
      dayjs.locale('en-in');
      return;
    }
    let live = true;
    void Promise.all([import('antd/locale/kn_IN'), import('dayjs/locale/kn')])
      .then(([antdKannada]) => {
        if (!live) return;
        dayjs.locale('kn');
        setKnIN(antdKannada.default);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kannada]);
  return kannada && knIN ? knIN : enGB;
}

/**
 * antd's theme and locale: everything but the landing page renders inside these. No antd `App`: toasts are
 * plain (components/use-toast.ts) and nothing used its message or modal hooks, which every page loaded.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  // WCAG 2.3.3: someone who asked their device for less motion gets dialogs, menus and toasts without animation.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const locale = useAntdLocale();
  const theme = useMemo(
    () => (reduceMotion ? { ...portalTheme, token: { ...portalTheme.token, motion: false } } : portalTheme),
    [reduceMotion],
  );
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <div className="antd-app" style={appTextStyle}>
        {children}
      </div>
    </ConfigProvider>
  );
}
