import reports from './locales/en/admin/reports.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's reports page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminReportsTexts = areaTextsOf('adminReports', reports, {
  kn: () => import('./locales/kn/admin/reports.json'),
});

export type AdminReportsTexts = Translate<typeof reports>;
