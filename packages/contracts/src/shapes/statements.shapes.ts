/**
 * A member's statement of account (issue 26): the opening balance, each due, payment, fee and refund of a period
 * (a financial year by default) with dates and receipt numbers, and the closing balance. A balance is what the
 * member owes: closing = opening + dues + fees − payments + refunds; below zero they have paid ahead.
 * No decorators or Node modules: the web imports this file.
 */
import type { Scheme } from './member.shapes';
import type { StatsPeriodDto } from './payment-stats.shapes';

/** due and fee add to what is owed; payment takes from it; refund (money returned) adds to it again. */
export const StatementLineKinds = ['due', 'payment', 'fee', 'refund'] as const;
export type StatementLineKind = (typeof StatementLineKinds)[number];

export const StatementLineLabels: Readonly<Record<StatementLineKind, string>> = {
  due: 'Due',
  payment: 'Payment',
  fee: 'Fee',
  refund: 'Refund',
};

export interface StatementLineDto {
  /** India calendar day, YYYY-MM-DD. */
  date: string;
  kind: StatementLineKind;
  /** null for lines of no scheme (fees). */
  scheme: Scheme | null;
  description: string;
  /** RCPT-2026-000123 for payments; the credit note for refunds; null for dues. */
  receiptNumber: string | null;
  /** The method's transaction id or Razorpay's payment id, when there is one. */
  reference: string | null;
  /** What the line adds to the balance (dues, fees, refunds), decimal text; '0.00' otherwise. */
  debit: string;
  /** What it takes from it (payments). */
  credit: string;
  /** The balance after the line. */
  balance: string;
}

export interface StatementAnswer {
  /** The member's uuid, display code and name. */
  memberId: string;
  memberCode: string;
  memberName: string;
  period: StatsPeriodDto;
  openingBalance: string;
  lines: StatementLineDto[];
  totals: { dues: string; fees: string; payments: string; refunds: string };
  closingBalance: string;
}

/** Query of GET /api/payment-records/statement (and its pdf and csv): an admin names the member. */
export interface StatementFields {
  memberId?: string;
  /** FY2026-27 (or a quarter or month); the current financial year when left out. */
  period?: string;
}
