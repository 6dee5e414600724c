import type { ThemeConfig } from 'antd';

/** Calm blue on white, generous radii, and fonts that render Kannada and the ₹ sign well. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    borderRadius: 8,
    fontFamily:
      "'Inter', 'Noto Sans', 'Noto Sans Kannada', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8 },
  },
};
