import {
  indiaDayOf,
  isFeeKind,
  paymentLabel,
  monthLabel,
  PaymentMethodLabels,
  SchemeLabels,
  StatementLineDto,
  StatementLineKind,
  type PaymentMethod,
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

/** ', December 2026 refunded' for months a refund reopened; '' for none. */
const refundedText = (months: readonly string[]) =>
  months.length
    ? `, ${[...months]
        .sort()
        .map((m) => monthLabel(m))
        .join(', ')} refunded`
    : '';

const method = (m: string | null) => (m ? (PaymentMethodLabels[m as PaymentMethod] ?? m) : null);

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
 * The ledger's dues, fees and payments as statement entries. Refunds add entries of their own kind; a payment whose
 * months a refund reopened says so (`reopened`, YYYY-MM).
 */
export function ledgerEntry(row: LedgerLineRow, reopened: readonly string[] = []): StatementEntry {
  const scheme = row.scheme ? (SchemeLabels[row.scheme] ?? row.scheme) : paymentLabel(row.record_kind);
  const months = row.first_month ? monthLabel(row.first_month, row.months) : null;
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
      description: `${scheme} dues, ${months}`,
      receiptNumber: null,
      reference: null,
      debit: paise(row.amount),
      credit: 0,
    };
  }
  const how = method(row.payment_method);
  return {
    date: row.day,
    kind: 'payment',
    scheme: row.scheme,
    description: `${scheme} payment${months ? ` for ${months}` : ''}${refundedText(reopened)}${how ? ` (${how})` : ''}`,
    receiptNumber: row.receipt_number,
    reference: row.transaction_id,
    debit: 0,
    credit: paise(row.amount),
  };
}

/** A processed refund: money returned, so it adds to what is owed again; its credit note is its number. */
export function refundEntry(row: RefundRow): StatementEntry {
  const scheme = paymentLabel(row.scheme);
  return {
    date: indiaDayOf(row.refunded_at!)!,
    kind: 'refund',
    scheme: isFeeKind(row.scheme) ? null : row.scheme,
    description: `${scheme} refund${row.receipt_number ? ` of ${row.receipt_number}` : ''}: ${row.reason}`,
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
