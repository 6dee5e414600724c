/**
 * Where the tests' antd writes the theme's CSS variables (TestStyles in render.tsx): an element outside the page,
 * so jsdom never matches those rules on getComputedStyle.
 */
export const offPageStyles = document.createElement('div');

/** Drops the CSS variables written so far: antd removes a theme's only from the document, not from here. */
export function forgetTestStyles(): void {
  offPageStyles.replaceChildren();
}
