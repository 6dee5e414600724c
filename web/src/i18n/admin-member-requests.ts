import memberRequests from './locales/en/admin/member-requests.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The member detail page's request cards (corrections, data copies, erasure, mandates, payment links, renewals) and the renewal page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminMemberRequestsTexts = areaTextsOf('adminMemberRequests', memberRequests, {
  kn: () => import('./locales/kn/admin/member-requests.json'),
});

export type AdminMemberRequestsTexts = Translate<typeof memberRequests>;
