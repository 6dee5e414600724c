import { MOBILE_BREAKPOINT_PX } from '../lib/constants';
import { useMediaQuery } from './use-media-query';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Spec §9: below 768 px lists turn into cards. Follows window resizes and rotation. */
export function useIsMobile(): boolean {
  return useMediaQuery(QUERY);
}
