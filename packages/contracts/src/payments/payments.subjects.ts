export const PaymentsSubjects = {
  ListSchemeSettings: 'payments.scheme-setting.list',
  UpdateSchemeSetting: 'payments.scheme-setting.update',
  ListPaymentRecords: 'payments.payment-record.list',
  CreatePaymentRecord: 'payments.payment-record.create',
  UpdatePaymentRecord: 'payments.payment-record.update',
  /** Writes the filtered records as CSV to object storage under the gateway's key. */
  ExportPaymentRecords: 'payments.payment-record.export',
  /** The receipt PDF's storage key after the access check (made on demand if not yet stored). */
  GetReceipt: 'payments.receipt.get',
  ListSchemeMembers: 'payments.scheme-member.list',
  /** A member's months of one scheme: paid, due, and what to record next. */
  MemberMonths: 'payments.member-months.get',
  /** Months two records claimed when months were first given to existing records. */
  ListMonthClashes: 'payments.month-clash.list',
  Stats: 'payments.stats.get',
  /** A member's statement of account for a period (admins; a member their own). */
  Statement: 'payments.statement.get',
  /** The statement as PDF or CSV, written to object storage under the gateway's key. */
  StatementFile: 'payments.statement.file',
  CreateOrder: 'payments.order.create',
  /**
   * An order for a membership fee (a renewal paid online): the gateway passes the renewal request membership
   * answered (its id and the association's fee), never an amount from the browser.
   */
  CreateFeeOrder: 'payments.fee-order.create',
  VerifyPayment: 'payments.order.verify',
  /** A Razorpay webhook as received: raw body and headers; payments checks the signature. */
  ReceiveWebhook: 'payments.webhook.receive',
} as const;

/** Domain events of payments (published through the outbox; past tense). */
export const PaymentsEvents = {
  /** A record became paid, online or recorded by an admin (PaymentRecordedEventData). */
  PaymentRecorded: 'payments.payment.recorded',
  /** An online payment attempt failed (PaymentFailedEventData). */
  PaymentFailed: 'payments.payment.failed',
  /** A paid record's PDF receipt is stored: notifications e-mails it (ReceiptIssuedEventData). */
  ReceiptIssued: 'payments.receipt.issued',
  SchemeSettingUpdated: 'payments.scheme-setting.updated',
  /** An overdue record's member is reminded to pay, once per record and occasion (PaymentReminderIssuedEventData). */
  PaymentReminderIssued: 'payments.payment-reminder.issued',
  /** A refund was processed (Razorpay's refund.processed, or one recorded by hand): RefundProcessedEventData. */
  RefundProcessed: 'payments.refund.processed',
  /** A processed refund's credit note PDF is stored: notifications e-mails it (CreditNoteIssuedEventData). */
  CreditNoteIssued: 'payments.credit-note.issued',
  /** A renewal fee paid online is recorded (RenewalFeeRecordedEventData): membership completes the renewal once. */
  RenewalFeeRecorded: 'payments.renewal-fee.recorded',
  /** A Razorpay payment conflict was kept for the admin to look into (PaymentConflictEventData). */
  PaymentConflictOpened: 'payments.payment-conflict.opened',
  /** An admin resolved a payment conflict with a note (PaymentConflictEventData). */
  PaymentConflictResolved: 'payments.payment-conflict.resolved',
  /** Issue 32: payments erased the member of an erasure (ErasureConfirmedEventData), keeping the books. */
  ErasureConfirmed: 'payments.erasure.confirmed',
} as const;
