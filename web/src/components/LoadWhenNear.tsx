import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: about a screen's scroll ahead on a phone. */
const NEAR = '600px';

/**
 * Issue 30: a part of a page below the fold that is rarely used (a member's data rights and message channels on
 * Profile Settings), rendered only once it comes within NEAR of the screen, so that its code (a React.lazy
 * component among `children`) is not part of a first visit on a phone. Until then it is an empty block of
 * `minHeight`, so the page does not jump when it arrives. Where IntersectionObserver is missing (jsdom), at once.
 */
export function LoadWhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${NEAR} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const waiting = <div ref={near ? undefined : placeholder} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
