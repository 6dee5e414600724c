import type { PaymentRecordKind, PaymentStatus } from './payments.shapes';
import type { Scheme } from './member.shapes';

/** One side of a conflict: an order, or the record a payment made. */
export interface ConflictRecordDto {
  recordId: string;
  receiptNumber: string | null;
  amount: string;
  status: PaymentStatus;
  kind: PaymentRecordKind;
  scheme: Scheme | null;
  /** YYYY-MM, or null for a record without months. */
  period: string | null;
  periodTo: string | null;
  paymentDate: string | null;
}

/**
 * A Razorpay payment id that a webhook or the checkout's callback named for one order while it was
 * already recorded on another (issue 26): kept for the admin, answered 200 to Razorpay, nothing marked paid.
 * The admin looks into it (in Razorpay's dashboard: was the member charged twice?) and marks it resolved with a
 * note saying what was done.
 */
export interface PaymentConflictDto {
  id: string;
  razorpayPaymentId: string;
  /** The order the message named. */
  razorpayOrderId: string;
  /** Where the payment id is recorded already: its order and its payment record. */
  recordedOrderId: string | null;
  recordedRecordId: string | null;
  /** What named it: the webhook's event ('payment.captured', 'order.paid') or 'callback'. */
  source: string;
  createdAt: string;
  /** The member of the order the message named (null if that order is unknown here). */
  memberId: string | null;
  memberCode: string | null;
  memberName: string | null;
  /** What the named order was for: its kind, scheme, amount (rupees) and months. */
  orderKind: PaymentRecordKind | null;
  orderScheme: Scheme | null;
  orderAmount: string | null;
  orderPeriod: string | null;
  orderPeriodTo: string | null;
  /** The record the payment id is recorded on, with its receipt. */
  recorded: ConflictRecordDto | null;
  /** open until an admin resolves it. */
  status: 'open' | 'resolved';
  resolutionNote: string | null;
  /** The admin's user id. */
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** Body of POST /api/razorpay/conflicts/{id}/resolve. */
export interface ResolvePaymentConflictFields {
  /** What was done (1–1000 characters): "Second charge refunded in Razorpay (rfnd_…)", "Same payment; nothing to do". */
  note?: string;
}

/** Body of POST /api/payment-records/month-clashes/settle. */
export interface SettleMonthClashFields {
  /** The record listed as claiming the month (MonthClashDto.recordId). */
  recordId?: string;
  /** YYYY-MM. */
  month?: string;
  /** Which record keeps the month: recordId or heldByRecordId; the other gives the month up. */
  keepRecordId?: string;
  /** Optional, up to 1000 characters. */
  note?: string;
}

/**
 * What kept a payment aside, beside the webhook event that named it ('payment.captured', 'order.paid') or
 * 'callback' (a payment id recorded on another order): the books' own findings.
 */
export const PaymentConflictSources = {
  /** A renewal fee already recorded (in the office, or by an earlier online payment): refund this one. */
  RenewalPaidTwice: 'renewal-paid-twice',
  /** A renewal fee paid online whose request was declined (or the member could not be renewed): refund it. */
  RenewalNotApplied: 'renewal-not-applied',
  /** An online payment for months another record holds: nothing was marked paid; refund it. */
  MonthsAlreadyPaid: 'months-already-paid',
} as const;
