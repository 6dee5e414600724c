import { isFeeKind, Schemes, type PaymentRecordKind, type Scheme } from '@portal/contracts/shapes';
import { parseFinancialPeriod } from '@portal/contracts/rules';
import payments from './locales/en/admin/payments.json';
import { adminSchemeName, type AdminLayoutTexts } from './admin-layout';
import { areaTextsOf } from './area-texts';
import { monthLabelIn, shortMonthsLabelIn } from './formats';
import type { Language } from './language';
import type { Translate } from './texts';

/** The admin's payment records: the list, its views, figures and the review drawer (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminPaymentsTexts = areaTextsOf('adminPayments', payments, {
  kn: () => import('./locales/kn/admin/payments.json'),
});

export type AdminPaymentsTexts = Translate<typeof payments>;

/** A payment status (pending, paid, overdue, no_record) as the lists name it; an unknown one as it came. */
export function adminPaymentStatus(t: AdminPaymentsTexts, status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  if (value in payments.status) return t(`status.${value as keyof typeof payments.status}`);
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '—';
}

/** What a payment is for (contracts' paymentLabel) in the shown language: a scheme, or a fee's kind. */
export function adminPaymentName(
  t: AdminPaymentsTexts,
  layout: AdminLayoutTexts,
  schemeOrKind: string | null | undefined,
): string {
  if (!schemeOrKind) return '';
  if (isFeeKind(schemeOrKind)) return t(`feeKinds.${schemeOrKind}`);
  return (Schemes as readonly string[]).includes(schemeOrKind)
    ? adminSchemeName(layout, schemeOrKind as Scheme)
    : schemeOrKind;
}

/** A record's label (contracts' recordLabel): its scheme for dues, its kind for a fee. */
export const adminRecordName = (
  t: AdminPaymentsTexts,
  layout: AdminLayoutTexts,
  record: { kind?: PaymentRecordKind | null; scheme: string | null },
): string => adminPaymentName(t, layout, record.kind && record.kind !== 'scheme_dues' ? record.kind : record.scheme);

/**
 * A period the figures are read for (FY2026-27, FY2026-27-Q3, 2026-11) as the picker names it: the contract's
 * English ('FY 2026-27', 'Q3 FY 2026-27 (Oct–Dec 2026)', 'November 2026'); in Kannada from the catalogue.
 */
export function periodNameIn(t: AdminPaymentsTexts, language: Language, key: string): string {
  const period = parseFinancialPeriod(key);
  if (!period) return key;
  if (language === 'en') return period.label;
  if (period.kind === 'month') return monthLabelIn(language, period.from);
  const years = /^FY(\d{4}-\d{2})/.exec(key)?.[1] ?? '';
  if (period.kind === 'fy') return t('stats.fy', { years });
  return t('stats.quarter', {
    n: key.slice(-1),
    years,
    months: shortMonthsLabelIn(language, period.from, period.to),
  });
}
