import payments from './locales/en/admin/payments.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's payment records: the list, its views, figures and the review drawer (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminPaymentsTexts = areaTextsOf('adminPayments', payments, {
  kn: () => import('./locales/kn/admin/payments.json'),
});

export type AdminPaymentsTexts = Translate<typeof payments>;
