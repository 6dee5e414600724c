import type { Plugin } from 'vite';

/** @rc-component/tabs' tab bar, which imports the "more" button's node (with its dropdown and menu). */
const TAB_NAV_LIST = /[\\/]node_modules[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]index\.js$/;
const STUB = '\0portal-tabs-operation-node';

/**
 * Issue 30: a tab strip draws its "more" button (a dropdown with a menu of the tabs that do not fit: about 7 KiB
 * brotli of @rc-component/dropdown and @rc-component/menu) only when some tabs are hidden; the member dashboard's
 * tabs wrap and never hide one (member-portal-tabs.css), yet every page with tabs downloaded it. The tab bar gets
 * a stand-in that draws what the real node draws while no tab is hidden (its invisible "more" button, kept for
 * the bar's measuring, and the add button of editable tabs) and loads the real node the first time a tab is
 * hidden (an admin page on a narrow screen): the same node then, a moment later.
 */
export function tabsMoreOnDemand(): Plugin {
  return {
    name: 'portal-tabs-more-on-demand',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === './OperationNode' && importer && TAB_NAV_LIST.test(importer)) return STUB;
      // The stand-in's own imports are resolved as if from the tab bar's folder.
      if (importer === STUB) {
        const resolved = await this.resolve(source, REAL_IMPORTER, { skipSelf: true });
        return resolved?.id ?? null;
      }
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return STAND_IN;
    },
  };
}

// Any module of the tab bar's folder, for resolving the stand-in's relative imports from there.
const REAL_IMPORTER = decodeURIComponent(
  new URL('../../node_modules/@rc-component/tabs/es/TabNavList/index.js', import.meta.url).pathname,
);

const STAND_IN = `
import * as React from 'react';
import AddButton from './AddButton';

const RealOperationNode = React.lazy(() => import('./OperationNode'));

function Placeholder(props, ref) {
  const { prefixCls, id, locale, mobile, more = {}, style, className, editable, tabBarGutter } = props;
  const moreNode = mobile
    ? null
    : React.createElement(
        'button',
        {
          type: 'button',
          className: prefixCls + '-nav-more',
          style: { marginInlineStart: tabBarGutter, visibility: 'hidden', order: 1 },
          'aria-haspopup': 'listbox',
          'aria-controls': id + '-more-popup',
          id: id + '-more',
          'aria-expanded': false,
        },
        more.icon === undefined ? 'More' : more.icon,
      );
  return React.createElement(
    'div',
    { className: [prefixCls + '-nav-operations', className].filter(Boolean).join(' '), style, ref },
    moreNode,
    React.createElement(AddButton, { prefixCls, locale, editable }),
  );
}
const PlaceholderNode = React.forwardRef(Placeholder);

const OperationNode = React.forwardRef(function OperationNode(props, ref) {
  const [needed, setNeeded] = React.useState(false);
  if (props.tabs.length && !needed) setNeeded(true);
  if (!needed) return React.createElement(PlaceholderNode, { ...props, ref });
  return React.createElement(
    React.Suspense,
    { fallback: React.createElement(PlaceholderNode, { ...props, ref }) },
    React.createElement(RealOperationNode, { ...props, ref }),
  );
});

export default React.memo(OperationNode, (_, next) => next.tabMoving);
`;
