import accounts from './locales/en/admin/accounts.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin accounts page and its dialogs (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminAccountsTexts = areaTextsOf('adminAccounts', accounts, {
  kn: () => import('./locales/kn/admin/accounts.json'),
});

export type AdminAccountsTexts = Translate<typeof accounts>;
