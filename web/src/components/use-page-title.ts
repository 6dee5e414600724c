import { useEffect } from 'react';
import { ASSOCIATION_SHORT_NAME } from '../lib/constants';

/** Browser tab titles name the screen, which helps people with many tabs and screen-reader users. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${ASSOCIATION_SHORT_NAME}` : ASSOCIATION_SHORT_NAME;
  }, [title]);
}
