import profile from './locales/en/profile.json';
import { textsOf } from './texts';

/** Profile Settings (issue 31), its English with the page's code, without i18next (texts.ts). */
export const useProfileTexts = textsOf('profile', profile);
