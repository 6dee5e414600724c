/**
 * A member's months of dues as they cross the wire: which months a record covers, what is paid or due, and the
 * months two records claimed (for an admin to settle). No decorators or Node modules: the web imports this file.
 */

import type { Scheme } from './member.shapes';
import type { PaymentStatus } from './payments.shapes';

/** Query of GET /api/payment-records/months: an admin names the member; a member gets their own. */
export interface MemberMonthsFields {
  memberId?: string;
  scheme?: string;
}

/** One month of a scheme that a record covers, and that record. */
export interface MemberMonthDto {
  /** YYYY-MM. */
  month: string;
  status: PaymentStatus;
  recordId: string;
  receiptNumber: string | null;
}

/** A member's months of one scheme: what is paid or due, and what to record next. */
export interface MemberMonthsAnswer {
  /** The member's uuid. */
  memberId: string;
  scheme: Scheme;
  /** The scheme's monthly amount now. */
  monthlyAmount: string;
  /** Every month a record covers, oldest first. */
  months: MemberMonthDto[];
  /**
   * What the add dialogs offer: the months of the oldest unpaid due at its amount, else the first month
   * not covered (from this month on) at the scheme's amount.
   */
  suggested: { period: string; periodTo: string; amount: string; recordId: string | null };
}

/** A month two records claimed when the months were first given to existing records: for an admin to settle. */
export interface MonthClashDto {
  recordId: string;
  memberId: string;
  memberCode: string;
  memberName: string;
  scheme: Scheme;
  /** YYYY-MM. */
  month: string;
  /** The record that keeps the month. */
  heldByRecordId: string;
  heldByReceiptNumber: string | null;
  notedAt: string;
  /** Both records as they stand (amount, status, months, receipt): what the admin chooses between. */
  record: MonthClashRecordDto;
  heldBy: MonthClashRecordDto;
  /** open until an admin names the record that keeps the month (POST /api/payment-records/month-clashes/settle). */
  status: 'open' | 'settled';
  keptRecordId: string | null;
  settlementNote: string | null;
  /** The admin's user id. */
  settledBy: string | null;
  settledAt: string | null;
}

/** A record in a month clash. */
export interface MonthClashRecordDto {
  recordId: string;
  receiptNumber: string | null;
  amount: string;
  status: PaymentStatus;
  /** YYYY-MM; null once the record has given up all its months. */
  period: string | null;
  periodTo: string | null;
  paymentDate: string | null;
  paymentMethod: string | null;
}
