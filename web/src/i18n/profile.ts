import profile from './locales/en/profile.json';
import { areaTextsOf } from './area-texts';

/**
 * Profile Settings (issue 31), its English with the page's code, without i18next (texts.ts); its Kannada is
 * downloaded when shown in Kannada (issue 30: the dashboard's Kannada chunk does not carry it).
 */
export const useProfileTexts = areaTextsOf('profile', profile, {
  kn: () => import('./locales/kn/account-pages').then((m) => ({ default: m.accountPagesKannada.profile })),
});
