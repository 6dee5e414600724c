/**
 * Refunds as they cross the wire (issue 26): a refund is its own ledger entry linked to the paid record it
 * returns money from, with a credit note (CN-2026-000001) once processed. Money is a numeric(10,2) string.
 * No decorators or Node modules: the web imports this file.
 */

import type { Scheme } from './member.shapes';
import type { FeeKind } from './payments.shapes';

/** pending: asked of Razorpay, not yet settled; processed: money returned (credit note issued); failed: nothing returned. */
export const RefundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof RefundStatuses)[number];

/** How the money went back: through Razorpay (online payments) or by hand at the office. */
export const RefundMethods = ['razorpay', 'cash', 'bank_transfer', 'cheque'] as const;
export type RefundMethod = (typeof RefundMethods)[number];
export const OfflineRefundMethods = ['cash', 'bank_transfer', 'cheque'] as const satisfies readonly RefundMethod[];
export const RefundMethodLabels: Readonly<Record<RefundMethod, string>> = {
  razorpay: 'Razorpay (to the original payment)',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
};

export interface RefundDto {
  id: string;
  /** The paid record the money came from. */
  paymentRecordId: string;
  /** Its receipt, RCPT-2026-000123. */
  receiptNumber: string | null;
  memberId: string;
  memberCode: string;
  memberName: string;
  /** The refunded payment's scheme, or its fee's kind (renewal_fee): paymentLabel() names either. */
  scheme: Scheme | FeeKind;
  amount: string;
  reason: string;
  method: RefundMethod;
  /** Razorpay's refund id (rfnd_…) for online refunds; the cheque or transfer reference for offline ones. */
  reference: string | null;
  status: RefundStatus;
  /** Why Razorpay could not refund, for failed ones. */
  failureReason: string | null;
  /** CN-2026-000001, given when the refund is processed. */
  creditNoteNumber: string | null;
  /** GET path of the credit note PDF; null until processed. */
  creditNoteUrl: string | null;
  /** Months (YYYY-MM) that became unpaid again because their whole amount was returned. */
  reopenedMonths: string[];
  createdAt: string;
  /** When the money was returned (processed); null before. */
  refundedAt: string | null;
}

/** Body of POST /api/payment-records/{id}/refunds. */
export interface RefundFields {
  /** Rupees (number or decimal text), at most what is still refundable. */
  amount?: number | string;
  reason?: string;
  /** 'razorpay' for an online payment (the default for one); cash, bank_transfer or cheque recorded by hand. */
  method?: string;
  /** Cheque number or transfer reference of a refund made by hand. */
  reference?: string;
}

/** What the refund dialog shows before anything is asked: how much is left, and the refunds so far. */
export interface RefundSummaryAnswer {
  paymentRecordId: string;
  amount: string;
  refunded: string;
  /** What may still be refunded (amount − processed − pending refunds). */
  refundable: string;
  /** Whether the money goes back through Razorpay (a paid online payment). */
  online: boolean;
  refunds: RefundDto[];
}

/** GET /api/refunds: a member's refunds (their own for a member), newest first. */
export interface ListRefundsFields {
  memberId?: string;
}
