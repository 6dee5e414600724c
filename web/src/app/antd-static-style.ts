/**
 * Issue 30: antd's styles drawn at build time (web/vite/antd-static-styles.ts puts a call to this in each of
 * antd's style modules, with the CSS of its hook). The CSS goes into the page once per hook, in `<style>`
 * elements at the start of `<head>` where antd's CSS-in-JS put its own: ordered by antd's priority (`order`:
 * the form's -1000 first, components' -999, their parts' -998), then by when they arrived, so the app's style
 * sheets still come after antd's and win where both set the same thing.
 * Returns the style function the hook is made with, which draws nothing: the styles are already in the page.
 */
const inserted = new Map<string, HTMLStyleElement>();

export function antdStaticStyle(name: string, css: string, order = -999): () => [] {
  if (css && !inserted.has(name) && typeof document !== 'undefined') {
    const style = document.createElement('style');
    style.dataset.antdStatic = name;
    style.dataset.antdOrder = String(order);
    style.textContent = css;
    const before = [...inserted.values()].filter((node) => node.isConnected && Number(node.dataset.antdOrder) <= order);
    const after = before.at(-1);
    if (after) after.after(style);
    else document.head.prepend(style);
    inserted.set(name, style);
  }
  return () => [];
}

declare const __PORTAL_ANTD_STATIC_STYLES__: boolean | undefined;

/** Whether this build carries antd's styles drawn at build time (then antd's providers turn its runtime off). */
export const antdStylesBuilt = typeof __PORTAL_ANTD_STATIC_STYLES__ !== 'undefined' && __PORTAL_ANTD_STATIC_STYLES__;
