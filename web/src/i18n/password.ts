import password from './locales/en/password.json';
import { areaTextsOf } from './area-texts';

/**
 * The password pages (set up, reset, forgot, change; issue 31), English with the pages' code, without i18next; the
 * Kannada comes with Profile Settings' (locales/kn/account-pages.ts) when shown in Kannada (issue 30).
 */
export const usePasswordTexts = areaTextsOf('password', password, {
  kn: () => import('./locales/kn/account-pages').then((m) => ({ default: m.accountPagesKannada.password })),
});
