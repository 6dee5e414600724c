/**
 * The policy's 6 months (spec part 2 §9: "automatic termination after 6 months of non-payment", issue 33) as it
 * crosses the wire. Nothing ends automatically: members with DUES_LAPSE_MONTHS or more months unpaid in a scheme
 * are listed for the office, which decides; at DUES_LAPSE_WARNING_MONTHS they are warned once that the association
 * may act. No decorators or Node modules: the web imports this file.
 */

import type { MemberStatus, Scheme } from './member.shapes';

/** Months unpaid in a scheme at which a member is listed for the office's decision. */
export const DUES_LAPSE_MONTHS = 6;
/** Months unpaid in a scheme at which the member is warned, once, that the association may act. */
export const DUES_LAPSE_WARNING_MONTHS = 5;

/**
 * What the office decided about a listed member: membership_ended (after ending it on the member's record),
 * kept (the member stays, e.g. a hardship or a promise to pay), noted (a note only, no decision yet).
 */
export const DuesLapseDecisions = ['membership_ended', 'kept', 'noted'] as const;
export type DuesLapseDecision = (typeof DuesLapseDecisions)[number];

/** A member's months of one scheme: raised dues, paid and unpaid (overdue) months. */
export interface DuesLapseHistoryDto {
  scheme: Scheme;
  monthsDue: number;
  monthsPaid: number;
  monthsUnpaid: number;
  /** YYYY-MM of the last month paid; null when none is. */
  lastPaidMonth: string | null;
}

export interface DuesLapseDecisionDto {
  decision: DuesLapseDecision;
  note: string | null;
  /** The admin's id. */
  decidedBy: string;
  decidedAt: string;
}

/** One member and scheme with DUES_LAPSE_MONTHS or more months unpaid. */
export interface DuesLapseDto {
  /** The member's uuid. */
  memberId: string;
  memberCode: string;
  memberName: string;
  memberStatus: MemberStatus;
  scheme: Scheme;
  monthsUnpaid: number;
  /** YYYY-MM of the oldest unpaid month. */
  firstUnpaidMonth: string | null;
  /** YYYY-MM of the last month paid in this scheme; null when none is. */
  lastPaidMonth: string | null;
  /** Decimal string: what the unpaid dues come to. */
  amountOwed: string;
  /** When the member was warned that the association may act; null when not (yet). */
  warnedAt: string | null;
  /** Every scheme the member has dues in. */
  history: DuesLapseHistoryDto[];
  /** The office's latest decision for this member and scheme. */
  decision: DuesLapseDecisionDto | null;
}

export interface ListDuesLapsesFields {
  page?: number;
  limit?: number;
}

export interface ListDuesLapsesAnswer {
  lapses: DuesLapseDto[];
  total: number;
  page: number;
  limit: number;
  /** DUES_LAPSE_MONTHS, as the list applied it. */
  threshold: number;
}

export interface DecideDuesLapseFields {
  memberId: string;
  scheme: string;
  decision: string;
  note?: string;
}
