import memberEvents from './locales/en/memberEvents.json';
import { textsOf } from './texts';

/** The member's Events page (issue 31), its English with the page's code, without i18next (texts.ts). */
export const useMemberEventsTexts = textsOf('memberEvents', memberEvents);
