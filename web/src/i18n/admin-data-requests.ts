import dataRequests from './locales/en/admin/data-requests.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's data requests page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminDataRequestsTexts = areaTextsOf('adminDataRequests', dataRequests, {
  kn: () => import('./locales/kn/admin/data-requests.json'),
});

export type AdminDataRequestsTexts = Translate<typeof dataRequests>;
