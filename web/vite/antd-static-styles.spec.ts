import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { portalTheme } from '../src/app/theme';
import { extractAntdStyles } from './antd-style-extract';
import { withBuiltStyles as sut } from './antd-static-styles';

// The shape of antd's style modules (antd/es/*/style/*.js), cut down.
const buttonStyle = [
  "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
  'const genButtonStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
  'export const prepareComponentToken = (token) => ({ paddingInline: token.padding });',
  "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepareComponentToken);",
  "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => [], prepareComponentToken);",
].join('\n');

const styles = new Map([
  ['Button-Button', '.ant-btn{color:var(--ant-color-text);}'],
  ['Button-compact', '.ant-btn-compact-item{margin:0;}'],
  ['Grid-Grid', '.ant-row{display:flex;}.ant-col{position:relative;}'],
]);

describe('antd style modules with their CSS built (issue 30)', () => {
  it('gives each hook its CSS instead of its style function, with antd priority, and keeps the token function', () => {
    const built = sut(buttonStyle, parseAst(buttonStyle), styles);

    expect(built?.missing).toEqual([]);
    expect(built?.code).toContain(
      `genStyleHooks('Button', __antdStaticStyle("Button-Button", ".ant-btn{color:var(--ant-color-text);}", -999), prepareComponentToken)`,
    );
    expect(built?.code).toContain(
      `genSubStyleComponent(['Button', 'compact'], __antdStaticStyle("Button-compact", ".ant-btn-compact-item{margin:0;}", -998), prepareComponentToken)`,
    );
    expect(built?.code).not.toContain('(token) => [genButtonStyle(token)]');
    expect(built?.code).toContain('export const prepareComponentToken');
    expect(built?.code).toMatch(/^import \{ antdStaticStyle as __antdStaticStyle \} from ".*antd-static-style\.ts";/);
  });

  it('takes the priority a hook asks for (the form before the grid)', () => {
    const code = "export default genStyleHooks('Grid', (t) => [], prepare, { order: -1000 });";

    expect(sut(code, parseAst(code), styles)?.code).toContain(', -1000), prepare, { order: -1000 })');
  });

  it('carries the CSS once when a module makes two hooks under one name (rows and columns)', () => {
    const code = [
      "export const useRowStyle = genStyleHooks('Grid', genRow, prepareRow);",
      "export const useColStyle = genStyleHooks('Grid', (token) => [genCol(token)], prepareCol);",
    ].join('\n');

    const built = sut(code, parseAst(code), styles)?.code ?? '';

    expect(built.split('.ant-row{display:flex;}').length - 1).toBe(1);
    expect(built).toContain(`genStyleHooks('Grid', __antdStaticStyle("Grid-Grid", "", -999), prepareCol)`);
  });

  it('names a hook whose CSS was not drawn, and leaves its style function', () => {
    const code = "export default genStyleHooks('Tour', (token) => [genTour(token)]);";

    expect(sut(code, parseAst(code), styles)).toEqual({ code, missing: ['Tour-Tour'] });
  });
});

describe('antd styles drawn at build time for the portal theme (issue 30)', () => {
  it('reads out each hook’s CSS under the hash class a production build of antd gives its elements', () => {
    const css = extractAntdStyles(portalTheme, ['Button', 'Form']);

    expect(css.get('Button-Button')).toMatch(
      /^:where\(\.css-[a-z0-9]+\)\.ant-btn\{font-family:var\(--ant-font-family\);/,
    );
    expect(css.get('Form-Form')).toContain('.ant-form-item-label');
    expect(css.get('Form-item-item')).toBeDefined();
    // The link reset reaches antd's own links only (the app's links keep their look).
    expect(css.get('Shared')).toMatch(/^a:where\(\.css-[a-z0-9]+\)\{color:var\(--ant-color-link\);/);
  });
});
