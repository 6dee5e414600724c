import {
  DEFAULT_LANGUAGE,
  indiaDayOf,
  isFeeKind,
  type Language,
  monthLabelIn,
  paymentLabelIn,
  paymentMethodIn,
  paymentPdfMessage,
  StatementLineDto,
  StatementLineKind,
} from '@portal/contracts';
import type { LedgerLineRow } from '../ledger/ledger.repository';
import type { RefundRow } from '../refunds/refunds.repository';

/** A line before its running balance: what it adds to (debit) or takes from (credit) what is owed, in paise. */
export interface StatementEntry {
  date: string;
  kind: StatementLineKind;
  scheme: StatementLineDto['scheme'];
  description: string;
  receiptNumber: string | null;
  reference: string | null;
  debit: number;
  credit: number;
}

const paise = (amount: string) => Math.round(Number(amount) * 100);
export const rupees = (value: number) => (value / 100).toFixed(2);

/** ', December 2026 refunded' (', ಡಿಸೆಂಬರ್ 2026 ಮರುಪಾವತಿಯಾಗಿದೆ') for months a refund reopened; '' for none. */
const refundedText = (language: Language, months: readonly string[]) =>
  months.length
    ? paymentPdfMessage(language, 'statement.line.refunded', {
        months: [...months]
          .sort()
          .map((m) => monthLabelIn(language, m))
          .join(', '),
      })
    : '';

/** The months (YYYY-MM) each record's processed refunds reopened, by record id. */
export function reopenedByRecord(
  refunds: readonly Pick<RefundRow, 'record_id' | 'reopened_months'>[],
): Map<string, string[]> {
  const byRecord = new Map<string, string[]>();
  for (const r of refunds) {
    if (r.reopened_months.length)
      byRecord.set(r.record_id, [...(byRecord.get(r.record_id) ?? []), ...r.reopened_months]);
  }
  return byRecord;
}

/**
 * The ledger's dues, fees and payments as statement entries, described in `language` (issue 31: the PDF's reader's).
 * Refunds add entries of their own kind; a payment whose months a refund reopened says so (`reopened`, YYYY-MM).
 */
export function ledgerEntry(
  row: LedgerLineRow,
  reopened: readonly string[] = [],
  language: Language = DEFAULT_LANGUAGE,
): StatementEntry {
  const scheme = paymentLabelIn(language, row.scheme ?? row.record_kind);
  const months = row.first_month ? monthLabelIn(language, row.first_month, row.months) : null;
  if (row.kind === 'fee') {
    return {
      date: row.day,
      kind: 'fee',
      scheme: null,
      description: scheme,
      receiptNumber: null,
      reference: null,
      debit: paise(row.amount),
      credit: 0,
    };
  }
  if (row.kind === 'due') {
    return {
      date: row.day,
      kind: 'due',
      scheme: row.scheme,
      description: paymentPdfMessage(language, 'statement.line.dues', { scheme, months: months ?? '' }),
      receiptNumber: null,
      reference: null,
      debit: paise(row.amount),
      credit: 0,
    };
  }
  const how = row.payment_method ? paymentMethodIn(language, row.payment_method) : null;
  const paid = months
    ? paymentPdfMessage(language, 'statement.line.paymentFor', { scheme, months })
    : paymentPdfMessage(language, 'statement.line.payment', { scheme });
  return {
    date: row.day,
    kind: 'payment',
    scheme: row.scheme,
    description: `${paid}${refundedText(language, reopened)}${how ? ` (${how})` : ''}`,
    receiptNumber: row.receipt_number,
    reference: row.transaction_id,
    debit: 0,
    credit: paise(row.amount),
  };
}

/** A processed refund: money returned, so it adds to what is owed again; its credit note is its number. */
export function refundEntry(row: RefundRow, language: Language = DEFAULT_LANGUAGE): StatementEntry {
  const scheme = paymentLabelIn(language, row.scheme);
  const values = { scheme, reason: row.reason, receipt: row.receipt_number ?? '' };
  return {
    date: indiaDayOf(row.refunded_at!)!,
    kind: 'refund',
    scheme: isFeeKind(row.scheme) ? null : row.scheme,
    description: paymentPdfMessage(
      language,
      row.receipt_number ? 'statement.line.refundOf' : 'statement.line.refund',
      values,
    ),
    receiptNumber: row.credit_note_number,
    reference: row.reference ?? row.razorpay_refund_id ?? null,
    debit: paise(row.amount),
    credit: 0,
  };
}

const ORDER: Record<StatementLineKind, number> = { due: 0, fee: 1, payment: 2, refund: 3 };

/**
 * The entries in date order (on one day: dues and fees before the payments that settle them, refunds last),
 * each with the balance after it, and the period's totals: closing = opening + dues + fees − payments + refunds.
 */
export function runningBalance(openingPaise: number, entries: StatementEntry[]) {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind]);
  let balance = openingPaise;
  const totals = { dues: 0, fees: 0, payments: 0, refunds: 0 };
  const lines: StatementLineDto[] = sorted.map((e) => {
    balance += e.debit - e.credit;
    if (e.kind === 'due') totals.dues += e.debit;
    if (e.kind === 'fee') totals.fees += e.debit;
    if (e.kind === 'refund') totals.refunds += e.debit;
    totals.payments += e.credit;
    return {
      date: e.date,
      kind: e.kind,
      scheme: e.scheme,
      description: e.description,
      receiptNumber: e.receiptNumber,
      reference: e.reference,
      debit: rupees(e.debit),
      credit: rupees(e.credit),
      balance: rupees(balance),
    };
  });
  return {
    lines,
    totals: {
      dues: rupees(totals.dues),
      fees: rupees(totals.fees),
      payments: rupees(totals.payments),
      refunds: rupees(totals.refunds),
    },
    closingBalance: rupees(balance),
  };
}
