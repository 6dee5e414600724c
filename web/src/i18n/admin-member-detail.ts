import memberDetail from './locales/en/admin/member-detail.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's member detail page (profile, payments, documents, activity, photo and ID card) (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminMemberDetailTexts = areaTextsOf('adminMemberDetail', memberDetail, {
  kn: () => import('./locales/kn/admin/member-detail.json'),
});

export type AdminMemberDetailTexts = Translate<typeof memberDetail>;
