import type { Plugin } from 'vite';

/** antd's Card module, which imports antd's Tabs for its `tabList` prop. */
const ANTD_CARD = /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/;
const STUB = '\0portal-antd-card-tabs';

/**
 * Issue 30: antd's Card imports antd's Tabs (with @rc-component/tabs, and the dropdown and menu of its "more"
 * button: about 17 KiB brotli) for its `tabList` prop, so every page with a card loaded a tab strip; Make
 * Payment and Profile Settings have none. The portal never gives a card `tabList` (pages that want tabs use
 * antd's Tabs themselves, which is the real one), so the Card gets a stand-in that says so if one ever does.
 */
export function antdCardWithoutTabs(): Plugin {
  return {
    name: 'portal-antd-card-without-tabs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../tabs' || !importer || !ANTD_CARD.test(importer)) return null;
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'export default function CardTabs() {',
        "  throw new Error('antd Card tabList is not available in the portal: use antd Tabs (web/vite/antd-card-without-tabs.ts)');",
        '}',
      ].join('\n');
    },
  };
}
