import { Schemes, type PaymentRecordKind, type Scheme } from '@portal/contracts/shapes';
import paymentForms from './locales/en/admin/payment-forms.json';
import { adminSchemeName, type AdminLayoutTexts } from './admin-layout';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's payment dialogs (record, quick payment, refund, amount and months fields, member picker) and scheme settings with membership fees (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminPaymentFormsTexts = areaTextsOf('adminPaymentForms', paymentForms, {
  kn: () => import('./locales/kn/admin/payment-forms.json'),
});

export type AdminPaymentFormsTexts = Translate<typeof paymentForms>;

type MessageKey = keyof typeof paymentForms.messages;

/** The contract's payment messages (PaymentMessages, the catalogue's English word for word) by their words. */
const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(paymentForms.messages).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A message of the dialogs' own checks or of the server (the contract's English, e.g. 'Amount must be greater
 * than 0') in the shown language; a message the catalogue does not know is shown as it came.
 */
export function paymentFormMessage(t: AdminPaymentFormsTexts, message: string): string {
  const key = KEY_OF_MESSAGE.get(message.trim());
  return key ? t(`messages.${key}`) : message;
}

/** What a record is for in the shown language: its scheme ('ಕುಟುಂಬ ಭರೋಸೆ'), or its fee's kind for a fee. */
export function recordForText(
  t: AdminPaymentFormsTexts,
  layout: AdminLayoutTexts,
  record: { kind?: PaymentRecordKind | null; scheme: string | null },
): string {
  if (record.kind && record.kind !== 'scheme_dues') return t(`kinds.${record.kind}`);
  const scheme = record.scheme ?? '';
  return (Schemes as readonly string[]).includes(scheme) ? adminSchemeName(layout, scheme as Scheme) : scheme;
}
