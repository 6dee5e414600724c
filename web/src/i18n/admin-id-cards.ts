import idCards from './locales/en/admin/id-cards.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's ID cards page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminIdCardsTexts = areaTextsOf('adminIdCards', idCards, {
  kn: () => import('./locales/kn/admin/id-cards.json'),
});

export type AdminIdCardsTexts = Translate<typeof idCards>;
