/**
 * Payment figures for a period as they cross the wire (issue 26): each scheme's totals and the months' contributions.
 * No decorators or Node modules: the web imports this file.
 */

import type { Scheme } from './member.shapes';

/**
 * One scheme's figures for a period (issue 26; the payments service's ledger-totals module defines them once for
 * Payment Records, the dashboard and statements):
 * - receivable: dues raised for the period's months (a record's amount shared evenly over the months it covers);
 *   the fees due in the period have figures of their own (PaymentStatsAnswer.fees) and count in the totals;
 * - received: what was paid within the period's days (whatever months it pays), less what refunds returned then;
 * - balance: what is still unpaid of the period's dues, with what refunds returned of them; never negative;
 * - paidInAdvance: what was paid within the period for months after it ("paid in advance").
 */
export interface SchemeStatsDto {
  scheme: Scheme;
  optedMembers: number;
  receivable: string;
  received: string;
  balance: string;
  paidInAdvance: string;
  /** What opted members owe now, whatever the period: every pending and overdue record. */
  outstanding: string;
  /** Paid records counted in `received`. */
  paidCount: number;
  /** Pending and overdue records counted in `balance`. */
  pendingCount: number;
  overdueCount: number;
}

/** Query of GET /api/payment-records/stats. */
export interface PaymentStatsFields {
  /** A month (2026-11), a quarter (FY2026-27-Q3) or a financial year (FY2026-27); the current financial year when left out. */
  period?: string;
}

/** The period figures were read for. */
export interface StatsPeriodDto {
  key: string;
  kind: 'month' | 'quarter' | 'fy';
  label: string;
  /** First and last month, YYYY-MM. */
  from: string;
  to: string;
  /** First and last India calendar day, YYYY-MM-DD. */
  fromDay: string;
  toDay: string;
}

/** What paid records brought in during one month in India ('YYYY-MM') for one scheme; amount a decimal string. */
export interface MonthlyContribution {
  month: string;
  scheme: Scheme;
  amount: string;
}

export interface PaymentStatsAnswer {
  period: StatsPeriodDto;
  schemes: SchemeStatsDto[];
  /**
   * Membership fees (joining, renewal) in the period: receivable = fees falling due within its days, received =
   * fees paid within them (less refunds), balance = fees of the period still unpaid. No members opt into fees
   * (optedMembers 0) and none is paid in advance.
   */
  fees: Omit<SchemeStatsDto, 'scheme'>;
  /** The schemes and the fees added up. */
  totals: Omit<SchemeStatsDto, 'scheme'>;
  /** The last 12 months' contributions (the dashboard's chart), oldest first; months without payments left out. */
  receivedByMonth?: MonthlyContribution[];
}
