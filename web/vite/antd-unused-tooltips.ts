import type { Plugin } from 'vite';

/** The antd modules that import a tooltip for an option the portal never uses, with that import. */
const UNUSED = [
  // ConfigProvider's `tooltip={{ unique: true }}` (app/antd-providers.tsx sets no such thing).
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    source: '../tooltip/UniqueProvider',
  },
  // A Form.Item's `tooltip` prop, the "?" beside a label (no form in web/src gives one).
  { importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/, source: '../tooltip' },
];
const STUB = '\0portal-antd-unused-tooltip';

/**
 * Issue 30: antd's ConfigProvider and its Form's label import antd's Tooltip (with all of `@rc-component/trigger`:
 * the popup, its alignment and motion, about 12 KiB brotli) for options the portal never uses, so every antd page
 * loaded the popup machinery, including member pages that show no tooltip or popover. Those two imports get a
 * stand-in that says so if the option is ever used; tooltips, popovers and dropdowns themselves import the real
 * one (the `antd-popup` chunk: vite/chunk-groups.ts).
 */
export function antdUnusedTooltips(): Plugin {
  return {
    name: 'portal-antd-unused-tooltips',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !UNUSED.some((unused) => unused.source === source && unused.importer.test(importer)))
        return null;
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'export default function UnusedTooltip() {',
        "  throw new Error('This antd tooltip option is not available in the portal (web/vite/antd-unused-tooltips.ts)');",
        '}',
      ].join('\n');
    },
  };
}
