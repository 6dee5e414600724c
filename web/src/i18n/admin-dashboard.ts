import dashboard from './locales/en/admin/dashboard.json';
import { areaTextsOf } from './area-texts';

/** The admin dashboard's texts (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminDashboardTexts = areaTextsOf('adminDashboard', dashboard, {
  kn: () => import('./locales/kn/admin/dashboard.json'),
});
