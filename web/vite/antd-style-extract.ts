/**
 * Issue 30: antd's component styles for the portal's theme, written at build time (vite/antd-static-styles.ts)
 * instead of by antd's CSS-in-JS on a phone at every start. Every antd component is drawn once on the server,
 * the way antd writes its own dist/antd.css (@ant-design/static-style-extract), and antd's style cache is read
 * out by style hook; the build keeps the CSS of the hooks its modules hold.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { ThemeConfig } from 'antd';

const require = createRequire(join(import.meta.dirname, 'antd-style-extract.ts'));
const ANTD_ES = dirname(require.resolve('antd/es/index.js'));

/** antd's exports by the folder under antd/es that holds them (`button` → Button). */
function antdExportsByDir(): Map<string, string[]> {
  const byDir = new Map<string, string[]>();
  const index = readFileSync(join(ANTD_ES, 'index.js'), 'utf8');
  for (const [, name, dir] of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) {
    byDir.set(dir, [...(byDir.get(dir) ?? []), name]);
  }
  return byDir;
}

/** Providers and helpers, not components with a look of their own. */
const NOT_RENDERED = new Set(['ConfigProvider', 'Grid', 'App', 'version', 'theme']);

type Antd = Record<
  string,
  ComponentType<Record<string, unknown>> & Record<string, ComponentType<Record<string, unknown>>>
>;

/**
 * How a component is drawn so that all of its styles register: the variants that load sub-styles of their own
 * (as @ant-design/static-style-extract draws them, plus the form's and table's parts the portal uses).
 */
function renderOf(antd: Antd, h: typeof import('react').createElement, name: string): ReactNode {
  const C = antd[name];
  switch (name) {
    case 'BackTop':
      return h(antd.FloatButton.BackTop);
    case 'Cascader':
      return [h(C, { key: 1 }), h(C.Panel, { key: 2 })];
    case 'Affix':
      return h(C, null, h('div'));
    case 'Dropdown':
      return h(C, { menu: { items: [] } }, h('div'));
    case 'Menu':
      return h(C, { items: [] });
    case 'QRCode':
      return h(C, { value: 'https://example.org' });
    case 'Tree':
      return h(C, { treeData: [] });
    case 'Tag':
      return [h(C, { key: 1, color: 'blue' }, 'Tag'), h(C, { key: 2, color: 'success' }, 'Tag')];
    case 'Badge':
      return [h(C, { key: 1 }), h(C.Ribbon, { key: 2 })];
    case 'Space':
      return [h(C, { key: 1 }), h(C.Compact, { key: 2 }, h(antd.Button, null)), h(C.Addon, { key: 3 }, '1')];
    case 'Input':
      return [
        h(C, { key: 1 }),
        h(C.Search, { key: 2 }),
        h(C.TextArea, { key: 3 }),
        h(C.Password, { key: 4 }),
        h(C.OTP, { key: 5 }),
      ];
    case 'Modal':
      return [h(C, { key: 1 }), h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, type: 'confirm' })];
    case 'message':
    case 'notification':
      return h(C._InternalPanelDoNotUseOrYouWillBeFired);
    case 'Layout':
      return h(C, null, h(C.Header), h(C.Sider), h(C.Content), h(C.Footer));
    case 'Form':
      return h(C, null, h(C.Item, { label: 'x', help: 'x', validateStatus: 'error', hasFeedback: true }, h('input')));
    case 'Table':
      return h(C, {
        columns: [{ title: 'x', dataIndex: 'x', sorter: true, filters: [{ text: 'x', value: 'x' }] }],
        dataSource: [{ key: 1, x: 1 }],
        rowSelection: {},
        pagination: { total: 20, pageSize: 10 },
      });
    default:
      return h(C);
  }
}

/** Where antd's cache keys a style: `style%<hash>%Button-Button%ant-btn%anticon` → `Button-Button`. */
const styleName = (key: string) => key.split('%')[2];

/**
 * The CSS antd's CSS-in-JS writes for `components` under `theme`, by the name the style hook registers it under
 * (`Button-Button`, `Input-Search`, `Shared` for the link and icon reset every component registers).
 */
export function extractAntdStyles(theme: ThemeConfig, components: string[]): Map<string, string> {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const antd = require('antd') as unknown as Antd;
  const cache = cssinjs.createCache();
  const h = React.createElement;
  const wrap = (node: ReactNode): ReactElement =>
    h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, node));
  const failed: string[] = [];
  for (const name of components) {
    try {
      renderToString(wrap(renderOf(antd, h, name)));
    } catch {
      failed.push(name);
    }
  }
  if (failed.length) throw new Error(`antd-style-extract: could not draw ${failed.join(', ')}`);
  type Cache = ReturnType<typeof cssinjs.createCache> & {
    cache: Map<string, unknown>;
    updateTimes: Map<string, number>;
  };
  const all = cache as Cache;
  const byName = new Map<string, Cache>();
  for (const [key, value] of all.cache) {
    if (!key.startsWith('style%')) continue;
    const name = styleName(key);
    const part = byName.get(name) ?? cssinjs.createCache();
    part.cache.set(key, value);
    part.updateTimes.set(key, all.updateTimes.get(key) ?? 0);
    byName.set(name, part);
  }
  const css = new Map<string, string>();
  for (const [name, part] of byName) {
    const text = cssinjs.extractStyle(part, { plain: true, types: ['style'] });
    // The build's antd hashes its classes `css-<hash of antd's version>`; outside a production build (the unit
    // tests) antd writes `css-dev-only-do-not-override-<the same hash>`.
    const built = text.replaceAll('css-dev-only-do-not-override-', 'css-');
    // The last rule maps cache paths for hydrating server-rendered pages, which the portal does not do.
    css.set(name, built.replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/, ''));
  }
  return css;
}

/** antd's icons write their base style themselves unless zero-runtime (@ant-design/icons renderUtils). */
export function antdIconStyles(): string {
  const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };
  return iconStyles.replace(/\s*\n\s*/g, '');
}

/** Every component antd exports, for drawing them all (which ones a build keeps is decided by its modules). */
export function antdComponents(): string[] {
  return [...antdExportsByDir().values()]
    .flat()
    .filter(
      (name) => (/^[A-Z]/.test(name) || name === 'message' || name === 'notification') && !NOT_RENDERED.has(name),
    );
}
