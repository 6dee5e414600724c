/** Member renewal (spec part 2 §2 "Member renewal", §3, §9). */

import type { MemberDto } from './member.shapes';

/** Body of POST /api/members/renewal-request; the amount is a decimal string ("2000.00") or a number. */
export interface RenewalRequestFields {
  memberId: string;
  memberName?: string;
  memberEmail?: string | null;
  currentStatus?: string;
  renewalAmount?: string;
}

/** open until the admin marks it paid and renewed (completed) or declines it. */
export const RenewalRequestStatuses = ['open', 'completed', 'declined'] as const;
export type RenewalRequestStatus = (typeof RenewalRequestStatuses)[number];

export interface RenewalRequestDto {
  id: string;
  memberId: string;
  memberName: string;
  memberEmail: string | null;
  currentStatus: string;
  renewalAmount: string;
  status: RenewalRequestStatus;
  requestedBy: string | null;
  createdAt: string;
  /** When and by whom (an admin's id) it was completed or declined; null while open. */
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** Decline only: the admin's reason, if they gave one. */
  declineReason: string | null;
  /** Completed by Mark Paid and Renewed: the validity before and after (ISO timestamps). */
  previousEndDate: string | null;
  newEndDate: string | null;
  /** Completed: how the member paid the fee (RENEWAL_PAYMENT_METHODS) and its reference (UTR, cheque no., …). */
  paymentMethod: string | null;
  paymentReference: string | null;
}

/** Body of POST /api/members/renewal-requests/{requestId}/complete: how the fee was paid. */
export interface CompleteRenewalRequestFields {
  paymentMethod: string;
  /** Required unless the fee was paid in cash: the UPI or bank reference, or the cheque number. */
  reference?: string | null;
}

/**
 * Body of POST /api/members/{id}/approve (issue 26), all optional: joiningFee 'paid' records the joining fee (the
 * membership fees setting's amount) with its receipt, paid by paymentMethod (cash, upi, bank_transfer, cheque) with
 * an optional reference; 'not_collected' (e.g. waived) and no body record nothing.
 */
export interface ApproveMemberFields {
  joiningFee?: JoiningFeeOutcome;
  paymentMethod?: string | null;
  reference?: string | null;
}

export const JoiningFeeOutcomes = ['paid', 'not_collected'] as const;
export type JoiningFeeOutcome = (typeof JoiningFeeOutcomes)[number];

/** Body of POST /api/members/renewal-requests/{requestId}/decline. */
export interface DeclineRenewalRequestFields {
  reason?: string | null;
}

/** Answer of …/complete and …/decline: the request as it is now and the member it is for. */
export interface RenewalRequestActionAnswer {
  request: RenewalRequestDto;
  member: MemberDto;
}

/**
 * GET /api/members/renewal-settings: what a renewal costs and the period it
 * buys, as membership owns them. `renewalFee` is money: a decimal string.
 */
export interface RenewalSettingsAnswer {
  renewalFee: string;
  periodDays: number;
}

/**
 * GET /api/membership-fees (public): the association's own fees (issue 26), one source for every screen, policy
 * page and PDF. Money as decimal strings; `updatedAt` is when an admin last changed them (null: the seeded fees).
 */
export interface MembershipFeesAnswer {
  joiningFee: string;
  renewalFee: string;
  updatedAt: string | null;
}

/** Body of PUT /api/membership-fees (admin, Scheme Settings): either fee or both, each > 0. */
export interface MembershipFeesFields {
  joiningFee?: number | string;
  renewalFee?: number | string;
}
