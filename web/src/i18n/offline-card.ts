import offlineCard from './locales/en/offlineCard.json';
import { textsOf } from './texts';

/** The offline ID card page (issue 31), its English with the page's code, without i18next (texts.ts). */
export const useOfflineCardTexts = textsOf('offlineCard', offlineCard);
