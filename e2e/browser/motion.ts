import type { Page } from 'playwright-core';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/**
 * True in the page when nothing is still coming in or changing colour: no antd element in its enter or appear
 * motion (a dialog's zoom, a drawer's slide, a fade) and no finite transition or animation running (endless ones,
 * such as a progress bar's shimmer, never end).
 *
 * antd's click wave is left out: the ring a clicked button draws fades for 2 s (`opacity 2s` in antd's wave style),
 * draws no text and takes no clicks, so it changes nothing a person reads or axe measures. Waiting for it cost about
 * 2 s after every click that opened a dialog (issue 24: 62 dialogs in the admin accessibility sweep).
 * Runs in the page: it must not refer to anything outside itself.
 */
export function isStill(): boolean {
  const document = (globalThis as InPage).document;
  const wave = '.ant-wave';
  const entering = [
    ...document.querySelectorAll(
      '.ant-zoom-enter, .ant-zoom-appear, .ant-zoom-big-enter, .ant-zoom-big-appear, .ant-fade-enter, ' +
        '[class*="-motion-"][class*="-enter"], [class*="-motion-"][class*="-appear"]',
    ),
  ].filter((element: InPage) => !element.closest(wave));
  if (entering.length > 0) return false;
  return !document.getAnimations().some((animation: InPage) => {
    if (animation.playState !== 'running') return false;
    if (animation.effect?.getComputedTiming().endTime === Infinity) return false;
    const target = animation.effect?.target;
    return !target?.closest?.(wave);
  });
}

/** Waits until the page is still (see isStill). */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(isStill);
}
