/**
 * A Razorpay payment id that a webhook or the checkout's callback named for one order while it was
 * already recorded on another (issue 26): kept for the admin, answered 200 to Razorpay, nothing marked paid.
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
}
