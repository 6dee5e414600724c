import duesLapses from './locales/en/admin/dues-lapses.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's dues and lapses page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminDuesLapsesTexts = areaTextsOf('adminDuesLapses', duesLapses, {
  kn: () => import('./locales/kn/admin/dues-lapses.json'),
});

export type AdminDuesLapsesTexts = Translate<typeof duesLapses>;
