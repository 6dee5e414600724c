import { startTransition, useEffect, useState } from 'react';

/**
 * Issue 30: false for a member page's first render, true right after it. Parts below the fold on a phone render
 * only then, in a transition (React renders it in slices between which the browser paints and answers taps), so
 * the first paint (the page's heading, its largest content) does not wait for them. In tests (act) both renders
 * happen before the test looks.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
