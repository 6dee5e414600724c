import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../lib/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(QUERY).matches;

/** Spec §9: below 768 px lists turn into cards. Follows window resizes and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
