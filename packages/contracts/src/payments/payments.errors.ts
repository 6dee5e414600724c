export enum PaymentsErrorCode {
  PaymentRecordNotFound = 'PAYMENTS_RECORD_NOT_FOUND',
  SchemeSettingNotFound = 'PAYMENTS_SCHEME_SETTING_NOT_FOUND',
  /** The member is unknown to payments (never created, or not yet projected). */
  MemberNotFound = 'PAYMENTS_MEMBER_NOT_FOUND',
  /** Online payment is for active members only. */
  MemberNotActive = 'PAYMENTS_MEMBER_NOT_ACTIVE',
  /** The member has not opted into the scheme. */
  SchemeNotOpted = 'PAYMENTS_SCHEME_NOT_OPTED',
  OnlinePaymentDisabled = 'PAYMENTS_ONLINE_PAYMENT_DISABLED',
  /** The service runs without Razorpay keys: no order, verification or webhook for any scheme. */
  OnlinePaymentNotConfigured = 'PAYMENTS_ONLINE_PAYMENT_NOT_CONFIGURED',
  /** The record chosen for payment is already paid. */
  AlreadyPaid = 'PAYMENTS_ALREADY_PAID',
  /** A month of a scheme is paid (or due) on another record: each month is paid at most once. */
  MonthTaken = 'PAYMENTS_MONTH_TAKEN',
  OrderNotFound = 'PAYMENTS_ORDER_NOT_FOUND',
  /** Bad signature, or a payment that does not belong to the stored order. */
  VerificationFailed = 'PAYMENTS_VERIFICATION_FAILED',
  InvalidWebhookSignature = 'PAYMENTS_INVALID_WEBHOOK_SIGNATURE',
  /** Razorpay could not be reached or refused our keys: 503. */
  GatewayUnavailable = 'PAYMENTS_GATEWAY_UNAVAILABLE',
  ReceiptNotAvailable = 'PAYMENTS_RECEIPT_NOT_AVAILABLE',
  /** A paid record's unique Razorpay payment id is already on another record. */
  DuplicatePayment = 'PAYMENTS_DUPLICATE_PAYMENT',
  /** The record cannot be refunded (not paid) or not this way (Razorpay for online payments, by hand otherwise). */
  NotRefundable = 'PAYMENTS_NOT_REFUNDABLE',
  /** More than what is still refundable of the payment was asked for. */
  RefundTooLarge = 'PAYMENTS_REFUND_TOO_LARGE',
  RefundNotFound = 'PAYMENTS_REFUND_NOT_FOUND',
  /** A credit note exists once the refund is processed. */
  CreditNoteNotAvailable = 'PAYMENTS_CREDIT_NOTE_NOT_AVAILABLE',
  /** No such AutoPay mandate of the caller's (issue 33). */
  MandateNotFound = 'PAYMENTS_MANDATE_NOT_FOUND',
  /** The mandate cannot do that in its state (pause a halted one, set up a second for a scheme, ...). */
  MandateState = 'PAYMENTS_MANDATE_STATE',
}
