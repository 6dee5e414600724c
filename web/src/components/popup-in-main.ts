/**
 * Where a confirmation popover (antd's Popconfirm) is drawn: inside the page's main landmark rather than at the
 * end of body, so a screen reader finds its question among the page's content (axe 'region': content outside
 * every landmark). Outside a main (tests rendering a part alone) it goes to body as antd's default does.
 */
export function popupInMain(trigger: HTMLElement): HTMLElement {
  return trigger.closest('main') ?? document.body;
}
