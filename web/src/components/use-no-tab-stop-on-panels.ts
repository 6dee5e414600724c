import { useLayoutEffect, useRef } from 'react';

const PANEL = '[role="tabpanel"][tabindex]';

/**
 * antd's Tabs make the open panel itself a Tab stop (tabindex="0"). Our panels hold forms, whose
 * fields are the next stop anyway, so the extra stop only makes keyboard users press Tab once more
 * (issue 8, WCAG 2.4.3). antd sets the attribute again whenever a panel opens, so it is watched for.
 */
export function useNoTabStopOnPanels<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const strip = () => container.querySelectorAll(PANEL).forEach((panel) => panel.removeAttribute('tabindex'));
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}
