import memberEvents from './locales/en/memberEvents.json';
import { areaTextsOf } from './area-texts';

/**
 * The member's Events page (issue 31), its English with the page's code, without i18next (texts.ts); its Kannada
 * is downloaded when the page is shown in Kannada (issue 30: not with the dashboard's Kannada chunk).
 */
export const useMemberEventsTexts = areaTextsOf('memberEvents', memberEvents, {
  kn: () => import('./locales/kn/memberEvents.json'),
});
