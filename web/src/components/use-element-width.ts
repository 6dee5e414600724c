import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The rendered width in CSS pixels of the element the returned ref is put on, kept current as it resizes;
 * `fallback` until it is measured (and where the browser cannot measure, as in component tests).
 * Charts draw at this width so their text is the size the CSS says, not scaled down with the box.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
