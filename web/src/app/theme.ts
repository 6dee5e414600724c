import type { ThemeConfig } from 'antd';
import { antdStylesBuilt } from './antd-static-style.ts';

/** Calm blue on white, generous radii, and fonts that render Kannada and the ₹ sign well. */
export const portalTheme: ThemeConfig = {
  // Issue 30: a build carries antd's styles drawn for this theme at build time (web/vite/antd-static-styles.ts);
  // antd then only writes the theme's CSS variables at start-up.
  ...(antdStylesBuilt ? { zeroRuntime: true } : {}),
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    // Secondary text, result sub-titles and select placeholders dark enough to read (WCAG 1.4.3, 4.5:1).
    colorTextDescription: '#4b5563',
    colorTextPlaceholder: '#6b7280',
    borderRadius: 8,
    // Defined once in global.css (the plain pages, toasts and landing page use it too).
    fontFamily: 'var(--portal-font)',
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8 },
    // antd's labels are its light grey (3.4:1 on white); the secondary text colour reads at 7.6:1 (WCAG 1.4.3).
    Descriptions: { labelColor: '#4b5563' },
  },
};
