/**
 * Razorpay Payment Links as they cross the wire (issue 33): a link a member pays without signing in, for a due's
 * months. Money is a numeric(10,2) string. No decorators or Node modules: the web imports this file.
 */

import type { Scheme } from './member.shapes';
import type { PaymentRecordKind } from './payments.shapes';

/** created: open; paid: recorded; cancelling: its months were paid another way, Razorpay is being told; cancelled; expired. */
export const PaymentLinkStatuses = ['created', 'paid', 'cancelling', 'cancelled', 'expired'] as const;
export type PaymentLinkStatus = (typeof PaymentLinkStatuses)[number];

export interface PaymentLinkDto {
  id: string;
  /** The member's uuid. */
  memberId: string;
  /** scheme_dues, or the fee it pays (renewal_fee: no scheme, no months). */
  kind: PaymentRecordKind;
  scheme: Scheme | null;
  /** The due the link pays, when it pays one. */
  paymentRecordId: string | null;
  /** YYYY-MM of the first month it pays; null for a due without months. */
  period: string | null;
  periodMonths: number;
  amount: string;
  status: PaymentLinkStatus;
  /** Where the member pays (Razorpay's hosted page). */
  shortUrl: string;
  /** Razorpay's id, plink_…. */
  razorpayLinkId: string;
  /** ISO timestamp after which the link cannot be paid. */
  expireBy: string;
  /** The paid record, once paid. */
  paidRecordId: string | null;
  createdAt: string;
}

/** What an admin asks a link for: a member's scheme, and a due of theirs or months in advance. */
export interface CreatePaymentLinkFields {
  memberId?: string;
  scheme?: string;
  /** One of the member's unpaid dues; without it, the oldest unpaid due, else `months` in advance. */
  paymentRecordId?: string;
  months?: number;
}

/** What an admin asks a renewal fee's link for: the member (their renewal request is opened if none is). */
export interface CreateRenewalFeeLinkFields {
  memberId: string;
}

export interface ListPaymentLinksFields {
  memberId?: string;
}
