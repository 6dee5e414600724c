import { isFeeKind, isPaymentMethod, paymentLabel, PaymentMethodLabels } from '../shapes/payments.shapes';
import { StatementLineLabels, type StatementLineKind } from '../shapes/statements.shapes';
import { emailMessage } from './email-messages';
import type { Language } from './language';

/*
 * The payments service's PDFs (issue 31): payment receipts, credit notes and statements of account, in the
 * reader's language. English is what the PDFs printed before, word for word; Kannada follows the glossary
 * (web/src/i18n/glossary.md: ರಶೀದಿ, ಕ್ರೆಡಿಟ್ ನೋಟ್, ಖಾತೆಯ ವಿವರಣೆ, ಶಿಲ್ಕು) and the member pages' words for the same
 * things (ಸಂಬಂಧಿತ ರಶೀದಿ, ಪಾವತಿಸಿದ ದಿನಾಂಕ). Both have the same ids and {{placeholders}} (payment-pdf-messages.spec.ts).
 * Schemes, fees and payment methods are the e-mail catalogue's names (one word for each, wherever it is printed).
 */
const en = {
  'pdf.date': 'Date: {{date}}',
  'pdf.member': 'Member',
  'pdf.memberId': 'Member ID',
  'pdf.for': 'For',
  'pdf.scheme': 'Scheme',
  'pdf.period': 'Period',
  'pdf.amount': 'Amount',
  'pdf.paymentMethod': 'Payment method',
  'pdf.paymentId': 'Payment ID',
  'pdf.transactionId': 'Transaction ID',
  'receipt.title': 'Payment Receipt',
  'receipt.number': 'Receipt No',
  'receipt.subject': 'Payment receipt for {{name}} ({{memberCode}})',
  'receipt.paidOn': 'Paid on',
  'receipt.footer': 'This is a computer-generated receipt.',
  'creditNote.title': 'Credit Note',
  'creditNote.number': 'Credit Note No',
  'creditNote.subject': 'Credit note for {{name}} ({{memberCode}})',
  'creditNote.againstReceipt': 'Against receipt',
  'creditNote.paymentAmount': 'Payment amount',
  'creditNote.amountRefunded': 'Amount refunded',
  'creditNote.refundedBy': 'Refunded by',
  'creditNote.byRazorpay': 'Razorpay (to the original payment)',
  'creditNote.reference': 'Reference',
  'creditNote.reason': 'Reason',
  'creditNote.monthsUnpaidAgain': 'Months unpaid again',
  'creditNote.refundedOn': 'Refunded on',
  'creditNote.footer': 'This is a computer-generated credit note.',
  'statement.title': 'Statement of Account',
  'statement.fileTitle': 'Statement of account {{memberCode}} {{period}}',
  'statement.periodDays': '{{period}}: {{from}} to {{to}}',
  'statement.opening': 'Opening balance: {{balance}}',
  'statement.closing': 'Closing balance: {{balance}}',
  'statement.inAdvance': '{{amount}} paid in advance',
  'statement.column.date': 'Date',
  'statement.column.type': 'Type',
  'statement.column.description': 'Description',
  'statement.column.receiptNumber': 'Receipt No',
  'statement.column.debit': 'Debit',
  'statement.column.credit': 'Credit',
  'statement.column.balance': 'Balance',
  'statement.nothing': 'Nothing was due or paid in this period.',
  'statement.totals': 'Dues: {{dues}}   Fees: {{fees}}   Payments: {{payments}}   Refunds: {{refunds}}',
  'statement.footer': 'This is a computer-generated statement.',
  'statement.kind.due': StatementLineLabels.due,
  'statement.kind.fee': StatementLineLabels.fee,
  'statement.kind.payment': StatementLineLabels.payment,
  'statement.kind.refund': StatementLineLabels.refund,
  'statement.period.fy': 'FY {{years}}',
  'statement.period.quarter': 'Q{{quarter}} FY {{years}} ({{months}})',
  'statement.line.dues': '{{scheme}} dues, {{months}}',
  'statement.line.payment': '{{scheme}} payment',
  'statement.line.paymentFor': '{{scheme}} payment for {{months}}',
  'statement.line.refunded': ', {{months}} refunded',
  'statement.line.refund': '{{scheme}} refund: {{reason}}',
  'statement.line.refundOf': '{{scheme}} refund of {{receipt}}: {{reason}}',
};

export type PaymentPdfMessageId = keyof typeof en;

const kn: Record<PaymentPdfMessageId, string> = {
  'pdf.date': 'ದಿನಾಂಕ: {{date}}',
  'pdf.member': 'ಸದಸ್ಯರು',
  'pdf.memberId': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'pdf.for': 'ಪಾವತಿಯ ಉದ್ದೇಶ',
  'pdf.scheme': 'ಯೋಜನೆ',
  'pdf.period': 'ಅವಧಿ',
  'pdf.amount': 'ಮೊತ್ತ',
  'pdf.paymentMethod': 'ಪಾವತಿ ವಿಧಾನ',
  'pdf.paymentId': 'ಪಾವತಿಯ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'pdf.transactionId': 'ವಹಿವಾಟಿನ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'receipt.title': 'ಪಾವತಿ ರಶೀದಿ',
  'receipt.number': 'ರಶೀದಿ ಸಂಖ್ಯೆ',
  'receipt.subject': '{{name}} ({{memberCode}}) ಅವರ ಪಾವತಿ ರಶೀದಿ',
  'receipt.paidOn': 'ಪಾವತಿಸಿದ ದಿನಾಂಕ',
  'receipt.footer': 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ರಶೀದಿ.',
  'creditNote.title': 'ಕ್ರೆಡಿಟ್ ನೋಟ್',
  'creditNote.number': 'ಕ್ರೆಡಿಟ್ ನೋಟ್ ಸಂಖ್ಯೆ',
  'creditNote.subject': '{{name}} ({{memberCode}}) ಅವರ ಕ್ರೆಡಿಟ್ ನೋಟ್',
  'creditNote.againstReceipt': 'ಸಂಬಂಧಿತ ರಶೀದಿ',
  'creditNote.paymentAmount': 'ಪಾವತಿಯ ಮೊತ್ತ',
  'creditNote.amountRefunded': 'ಮರುಪಾವತಿಸಿದ ಮೊತ್ತ',
  'creditNote.refundedBy': 'ಮರುಪಾವತಿ ವಿಧಾನ',
  'creditNote.byRazorpay': 'ರೇಜರ್‌ಪೇ (ಮೂಲ ಪಾವತಿಗೆ)',
  'creditNote.reference': 'ಉಲ್ಲೇಖ',
  'creditNote.reason': 'ಕಾರಣ',
  'creditNote.monthsUnpaidAgain': 'ಮತ್ತೆ ಬಾಕಿ ಇರುವ ತಿಂಗಳುಗಳು',
  'creditNote.refundedOn': 'ಮರುಪಾವತಿ ದಿನಾಂಕ',
  'creditNote.footer': 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ಕ್ರೆಡಿಟ್ ನೋಟ್.',
  'statement.title': 'ಖಾತೆಯ ವಿವರಣೆ',
  'statement.fileTitle': 'ಖಾತೆಯ ವಿವರಣೆ {{memberCode}} {{period}}',
  'statement.periodDays': '{{period}}: {{from}} ರಿಂದ {{to}} ರವರೆಗೆ',
  'statement.opening': 'ಆರಂಭಿಕ ಶಿಲ್ಕು: {{balance}}',
  'statement.closing': 'ಅಂತಿಮ ಶಿಲ್ಕು: {{balance}}',
  'statement.inAdvance': '{{amount}} ಮುಂಗಡವಾಗಿ ಪಾವತಿಸಲಾಗಿದೆ',
  'statement.column.date': 'ದಿನಾಂಕ',
  'statement.column.type': 'ವಿಧ',
  'statement.column.description': 'ವಿವರ',
  'statement.column.receiptNumber': 'ರಶೀದಿ ಸಂಖ್ಯೆ',
  'statement.column.debit': 'ಡೆಬಿಟ್',
  'statement.column.credit': 'ಕ್ರೆಡಿಟ್',
  'statement.column.balance': 'ಶಿಲ್ಕು',
  'statement.nothing': 'ಈ ಅವಧಿಯಲ್ಲಿ ಯಾವುದೇ ಬಾಕಿ ಅಥವಾ ಪಾವತಿ ಇರಲಿಲ್ಲ.',
  'statement.totals': 'ಬಾಕಿ ಶುಲ್ಕ: {{dues}}   ಇತರ ಶುಲ್ಕಗಳು: {{fees}}   ಪಾವತಿಗಳು: {{payments}}   ಮರುಪಾವತಿಗಳು: {{refunds}}',
  'statement.footer': 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ಖಾತೆಯ ವಿವರಣೆ.',
  'statement.kind.due': 'ಬಾಕಿ ಶುಲ್ಕ',
  'statement.kind.fee': 'ಶುಲ್ಕ',
  'statement.kind.payment': 'ಪಾವತಿ',
  'statement.kind.refund': 'ಮರುಪಾವತಿ',
  'statement.period.fy': 'ಹಣಕಾಸು ವರ್ಷ {{years}}',
  'statement.period.quarter': 'ಹಣಕಾಸು ವರ್ಷ {{years}}ರ {{quarter}}ನೇ ತ್ರೈಮಾಸಿಕ ({{months}})',
  'statement.line.dues': '{{scheme}} ಬಾಕಿ ಶುಲ್ಕ, {{months}}',
  'statement.line.payment': '{{scheme}} ಪಾವತಿ',
  'statement.line.paymentFor': '{{scheme}} ಪಾವತಿ, {{months}}',
  'statement.line.refunded': ', {{months}} ಮರುಪಾವತಿಯಾಗಿದೆ',
  'statement.line.refund': '{{scheme}} ಮರುಪಾವತಿ: {{reason}}',
  'statement.line.refundOf': '{{scheme}} ಮರುಪಾವತಿ (ರಶೀದಿ {{receipt}}): {{reason}}',
};

export const PaymentPdfMessages: Record<Language, Record<PaymentPdfMessageId, string>> = { en, kn };

/** The message in `language` with its {{placeholders}} filled; a placeholder without a value stays as written. */
export function paymentPdfMessage(
  language: Language,
  id: PaymentPdfMessageId,
  values: Record<string, string | number> = {},
): string {
  return PaymentPdfMessages[language][id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const KNOWN_SCHEMES: ReadonlySet<string> = new Set(['esi', 'postal', 'kutumba_barosa']);

/**
 * What a payment was for in `language`: a scheme's or a fee's name (English: paymentLabel's 'Kutumba Barosa',
 * 'Annual renewal fee'; Kannada: the e-mails' ಕುಟುಂಬ ಭರೋಸೆ, ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ); anything else as written.
 */
export function paymentLabelIn(language: Language, schemeOrKind: string): string {
  if (language === 'en') return paymentLabel(schemeOrKind);
  if (isFeeKind(schemeOrKind)) return emailMessage(language, `fee.${schemeOrKind}`);
  return KNOWN_SCHEMES.has(schemeOrKind)
    ? emailMessage(language, `scheme.${schemeOrKind as 'esi' | 'postal' | 'kutumba_barosa'}`)
    : schemeOrKind;
}

/** A payment method's name in `language` (UPI stays UPI; ನಗದು, ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ, ಚೆಕ್); an unknown one as written. */
export function paymentMethodIn(language: Language, method: string): string {
  if (!isPaymentMethod(method)) return method;
  return language === 'en' ? PaymentMethodLabels[method] : emailMessage(language, `paymentMethod.${method}`);
}

/** A statement line's kind ('Due', 'Payment' ...) in `language`. */
export const statementKindIn = (language: Language, kind: StatementLineKind): string =>
  paymentPdfMessage(language, `statement.kind.${kind}`);
