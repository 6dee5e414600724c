import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ThemeConfig } from 'antd';
import { antdComponents, antdIconStyles, extractAntdStyles } from './antd-style-extract.ts';

/** antd's style modules: `antd/es/<component>/style/*.js` and the click wave's. */
const ANTD_STYLE =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:[\w-]+[\\/]style[\\/][\w-]+|_util[\\/]wave[\\/]style)\.js$/;
/** The module every antd style hook is made by (antd/es/theme/util/genStyleUtils.js). */
const ANTD_STYLE_UTILS = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
const HOOK_MAKERS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
/** Hooks antd draws only under a theme the portal does not use (Pagination's, with the `wireframe` token). */
const NOT_FOR_THIS_THEME = new Set(['Pagination-bordered']);
const INSERT = join(import.meta.dirname, '..', 'src', 'app', 'antd-static-style.ts');
const INSERT_IMPORT = `import { antdStaticStyle as __antdStaticStyle } from ${JSON.stringify(INSERT)};\n`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** antd's name for a hook's styles: `'Button'` → `Button-Button`, `['Input', 'Search']` → `Input-Search`. */
function hookName(arg: Node): string | null {
  if (arg.type === 'Literal' && typeof arg.value === 'string') return `${arg.value}-${arg.value}`;
  if (arg.type !== 'ArrayExpression') return null;
  const parts = (arg.elements as Node[]).map((element) => (element.type === 'Literal' ? element.value : null));
  return parts.every((part) => typeof part === 'string') ? parts.join('-') : null;
}

/** The hook's priority among antd's styles: an `order` it gives, else -998 for a part's, -999 for a component's. */
function hookOrder(call: Node): number {
  const options = (call.arguments as Node[])[3];
  for (const property of options?.type === 'ObjectExpression' ? (options.properties as Node[]) : []) {
    const key = property.key as Node | undefined;
    if (key?.name !== 'order') continue;
    const value = property.value as Node;
    if (value.type === 'Literal') return Number(value.value);
    if (value.type === 'UnaryExpression' && value.operator === '-') return -Number((value.argument as Node).value);
  }
  return (call.callee as Node).name === 'genSubStyleComponent' ? -998 : -999;
}

/** The calls that make style hooks in a module's syntax tree: `genStyleHooks(name, styleFn, …)`. */
function hookCalls(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    node.forEach((child) => hookCalls(child, found));
    return found;
  }
  const n = node as Node;
  const callee = n.callee as Node | undefined;
  if (n.type === 'CallExpression' && callee?.type === 'Identifier' && HOOK_MAKERS.has(callee.name as string)) {
    found.push(n);
  }
  for (const [key, child] of Object.entries(n)) if (key !== 'callee') hookCalls(child, found);
  return found;
}

/**
 * `code` (an antd style module, `program` its syntax tree) with each hook's style function replaced by a call that
 * puts the hook's built CSS in the page (src/app/antd-static-style.ts); `missing` names hooks with no CSS drawn.
 */
export function withBuiltStyles(
  code: string,
  program: unknown,
  styles: ReadonlyMap<string, string>,
): { code: string; missing: string[] } | null {
  const edits: { start: number; end: number; text: string }[] = [];
  const missing: string[] = [];
  const given = new Set<string>();
  for (const call of hookCalls(program)) {
    const [nameArg, styleFn] = call.arguments as Node[];
    const name = nameArg && hookName(nameArg);
    if (!name || !styleFn) continue;
    const css = NOT_FOR_THIS_THEME.has(name) ? '' : styles.get(name);
    if (css === undefined) {
      missing.push(name);
      continue;
    }
    // A module that makes two hooks under one name (the grid's rows and columns) carries the CSS once.
    const text = `__antdStaticStyle(${JSON.stringify(name)}, ${JSON.stringify(given.has(name) ? '' : css)}, ${hookOrder(call)})`;
    given.add(name);
    edits.push({ start: styleFn.start, end: styleFn.end, text });
  }
  if (edits.length === 0) return missing.length ? { code, missing } : null;
  let out = code;
  for (const edit of edits.sort((x, y) => y.start - x.start)) {
    out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  }
  return { code: `${INSERT_IMPORT}${out}`, missing };
}

/**
 * Issue 30: antd's styles written at build time for the portal's theme, instead of computed by antd's
 * CSS-in-JS on the phone at every start (the member pages' start-up work: Lighthouse's TBT).
 * - The CSS of each of antd's style hooks is drawn once at build time (vite/antd-style-extract.ts) with the
 *   portal's theme, scoped by antd's hash class as at run time (`:where(.css-<hash>)`: a hash of antd's version,
 *   the same for every theme), so the link reset (`Shared`) reaches antd's elements only, not the app's links;
 * - each style module's `genStyleHooks(name, styleFn, …)` gets, instead of `styleFn`, that CSS as a string,
 *   which src/app/antd-static-style.ts inserts once when the module first runs (before the app's style sheets,
 *   where antd's CSS-in-JS put it): the CSS travels in the chunk that holds the component, so a page loads
 *   only the styles of the components its chunks hold, in no extra request, compressed and cached with them;
 * - the portal's theme turns antd's runtime styles off (`zeroRuntime`, src/app/theme.ts). The colours and
 *   sizes stay CSS variables that antd still writes for the theme in use (the reduced-motion theme too).
 * Build only: the dev server and the unit tests keep antd's runtime styles.
 */
export function antdStaticStyles(theme: ThemeConfig): Plugin {
  let styles = new Map<string, string>();
  const missing = new Map<string, string[]>();
  return {
    name: 'portal-antd-static-styles',
    apply: 'build',
    enforce: 'pre',
    config() {
      return { define: { __PORTAL_ANTD_STATIC_STYLES__: 'true' } };
    },
    buildStart() {
      styles = extractAntdStyles(theme, antdComponents());
      missing.clear();
    },
    transform(code, id) {
      if (ANTD_STYLE_UTILS.test(id)) {
        // The link and icon resets every component registers (`Shared`), and the icons' own base style.
        const css = `${antdIconStyles()}${styles.get('Shared') ?? ''}`;
        return {
          code: `${INSERT_IMPORT}${code}\n__antdStaticStyle('Shared', ${JSON.stringify(css)}, -1000);\n`,
          map: null,
        };
      }
      if (!ANTD_STYLE.test(id)) return null;
      const built = withBuiltStyles(code, this.parse(code), styles);
      if (!built) return null;
      if (built.missing.length) missing.set(id, built.missing);
      return { code: built.code, map: null };
    },
    generateBundle(_options, bundle) {
      // A style hook the build keeps whose CSS was not drawn would leave its component unstyled: refuse.
      const kept = new Set(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : [])),
      );
      const lost = [...missing].filter(([id]) => kept.has(id)).map(([id, names]) => `${names.join(', ')} (${id})`);
      if (lost.length) this.error(`antd-static-styles: no CSS drawn for ${lost.join('; ')}`);
    },
  };
}
