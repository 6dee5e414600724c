import paymentForms from './locales/en/admin/payment-forms.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's payment dialogs (record, quick payment, refund, amount and months fields, member picker) and scheme settings with membership fees (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminPaymentFormsTexts = areaTextsOf('adminPaymentForms', paymentForms, {
  kn: () => import('./locales/kn/admin/payment-forms.json'),
});

export type AdminPaymentFormsTexts = Translate<typeof paymentForms>;
