/**
 * Payments and welfare schemes as they cross the wire (spec part 2 §3, §4, §7, §9).
 * Money is a numeric(10,2) decimal string ("200.00"); dates are ISO timestamps.
 * No decorators or Node modules: the web imports this file.
 */

import type { Scheme, SortOrder } from './member.shapes';

export const SchemeLabels: Readonly<Record<Scheme, string>> = {
  esi: 'ESI',
  postal: 'Postal',
  kutumba_barosa: 'Kutumba Barosa',
};

/**
 * What a payment record is for (issue 26: fees are ledger entries too): a scheme's monthly dues, or one of the
 * association's membership fees. A fee record has no scheme and claims no scheme months.
 */
export const FeeKinds = ['joining_fee', 'renewal_fee'] as const;
export type FeeKind = (typeof FeeKinds)[number];
export const PaymentRecordKinds = ['scheme_dues', ...FeeKinds] as const;
export type PaymentRecordKind = (typeof PaymentRecordKinds)[number];

export const FeeKindLabels: Readonly<Record<FeeKind, string>> = {
  joining_fee: 'Joining fee',
  renewal_fee: 'Annual renewal fee',
};

export const isFeeKind = (value: string | null | undefined): value is FeeKind =>
  Boolean(value && (FeeKinds as readonly string[]).includes(value));

/**
 * What a record (or an event's `scheme`, which names the fee's kind for a fee) is shown as: the scheme's label
 * ('Kutumba Barosa') or the fee's ('Annual renewal fee').
 */
export function paymentLabel(schemeOrKind: string | null | undefined): string {
  if (!schemeOrKind) return '';
  if (isFeeKind(schemeOrKind)) return FeeKindLabels[schemeOrKind];
  return SchemeLabels[schemeOrKind as Scheme] ?? schemeOrKind;
}

/** A record's label: its scheme for dues, its kind for a fee. */
export const recordLabel = (record: { kind?: PaymentRecordKind | null; scheme: string | null }): string =>
  paymentLabel(record.kind && record.kind !== 'scheme_dues' ? record.kind : record.scheme);

/** Payment record statuses (spec part 2 §4); admin forms may set any of the three. */
export const PaymentStatuses = ['pending', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PaymentStatuses)[number];
/** How screens, receipts and exports name a status (spec part 2 §4). */
export const PaymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** What the per-scheme view shows for an opted member: their newest record's status, or no record at all. */
export type SchemeMemberStatus = PaymentStatus | 'no_record';

/** How a payment was made: Razorpay's methods for online payments, the office's for recorded ones. */
export const PaymentMethods = ['upi', 'card', 'netbanking', 'wallet', 'cash', 'bank_transfer', 'cheque'] as const;
export type PaymentMethod = (typeof PaymentMethods)[number];
export const PaymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
};

export const isPaymentMethod = (value: string | null | undefined): value is PaymentMethod =>
  Boolean(value && (PaymentMethods as readonly string[]).includes(value));

/** Scheme settings (spec part 2 §3): the monthly amount each opted member pays. */
export interface SchemeSettingDto {
  id: string;
  scheme: Scheme;
  amount: string;
  description: string;
  isOnlinePaymentEnabled: boolean;
  /**
   * Whether the payments service has Razorpay keys. Without them no scheme can be paid online, whatever
   * isOnlinePaymentEnabled says (the admin's switch is kept for when the keys are set).
   */
  isOnlinePaymentConfigured: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Body of PUT /api/scheme-settings/{id}. */
export interface SchemeSettingFields {
  amount?: number | string;
  isOnlinePaymentEnabled?: boolean;
  description?: string;
}

export interface PaymentRecordDto {
  id: string;
  /** The member's uuid. */
  memberId: string;
  /** Display code (PHOTO0001) and name, from the payments service's own copy of the member. */
  memberCode: string;
  memberName: string;
  /** scheme_dues, or a membership fee (joining_fee, renewal_fee). */
  kind: PaymentRecordKind;
  /** The scheme of dues; null for a fee. */
  scheme: Scheme | null;
  amount: string;
  status: PaymentStatus;
  dueDate: string;
  paymentDate: string | null;
  /** The first month the record covers (YYYY-MM); null for records without months (e.g. money kept for a refund). */
  period: string | null;
  /** The last month it covers (YYYY-MM), the same as `period` for one month. */
  periodTo: string | null;
  /**
   * Months of the period a full-month refund reopened (YYYY-MM, oldest first): still stated by the record, no longer
   * paid by it ('Nov–Dec 2026 (Dec refunded)', shortMonthsLabel).
   */
  refundedMonths: string[];
  notes: string | null;
  paymentMethod: string | null;
  transactionId: string | null;
  razorpayPaymentId: string | null;
  razorpayOrderId: string | null;
  /** RCPT-2026-000123, given when the record is paid. */
  receiptNumber: string | null;
  /** GET path of the PDF receipt; null until the record is paid. */
  receiptUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/payment-records (spec part 2 §7). */
export interface PaymentRecordFields {
  memberId?: string;
  scheme?: string;
  amount?: number | string;
  status?: string;
  dueDate?: string | null;
  paymentDate?: string | null;
  notes?: string | null;
  paymentMethod?: string | null;
  transactionId?: string | null;
  /**
   * The first month paid or due (YYYY-MM). Every month of a scheme is paid at most once: a month already
   * paid answers 409 naming its receipt. Left out on create: the month of dueDate.
   */
  period?: string | null;
  /** The last month (YYYY-MM, at most 12 months from `period`); defaults to `period`. */
  periodTo?: string | null;
}

/** Body of PUT /api/payment-records/{id}: member and scheme stay as they are. */
export type PaymentRecordUpdateFields = Omit<PaymentRecordFields, 'memberId' | 'scheme'>;

/** What Payment Records sorts by (issue 29); without a sort, the newest recorded first. */
export const PaymentRecordSorts = ['member', 'amount', 'status', 'dueDate', 'paymentDate'] as const;
export type PaymentRecordSort = (typeof PaymentRecordSorts)[number];

/** Query of GET /api/payment-records and its CSV export. */
export interface ListPaymentRecordsFields {
  memberId?: string;
  scheme?: string;
  search?: string;
  status?: string;
  /** Paid on or after this day in India, YYYY-MM-DD (unpaid records drop out). */
  from?: string;
  /** Paid on or before this day in India, YYYY-MM-DD. */
  to?: string;
  /** The list's order (the CSV keeps the newest recorded first); ties newest recorded first. */
  sort?: PaymentRecordSort;
  /** Ascending unless 'desc'; only with `sort`. */
  order?: SortOrder;
  page?: number;
  limit?: number;
}

/**
 * GET /api/payment-records answers the page's records as a bare list (spec part 2 §7: "list"); the paging
 * figures come as these headers.
 */
export const PagingHeaders = { total: 'X-Total-Count', page: 'X-Page', limit: 'X-Limit' } as const;

/** The payments service's answer to ListPaymentRecords: the records of one page and its figures. */
export interface ListPaymentRecordsAnswer {
  records: PaymentRecordDto[];
  total: number;
  page: number;
  limit: number;
}

/** Query of GET /api/payment-records/scheme-members: the '{scheme} - All Members' view. */
export interface ListSchemeMembersFields {
  scheme?: string;
  search?: string;
  /** paid, pending, overdue or no_record: the status of each member's newest record. */
  status?: string;
  page?: number;
  limit?: number;
}

export interface SchemeMemberDto {
  /** The member's uuid (`memberId` is the display code PHOTO0001 everywhere else; here that is memberCode). */
  memberRef: string;
  memberCode: string;
  memberName: string;
  memberStatus: string;
  /** The newest record (by createdAt, else dueDate), or null: 'No Record'. */
  latestRecord: PaymentRecordDto | null;
  status: SchemeMemberStatus;
}

export interface ListSchemeMembersAnswer {
  scheme: Scheme;
  members: SchemeMemberDto[];
  total: number;
  page: number;
  limit: number;
}

/** Months of dues a member may pay at once. */
export const MAX_MONTHS_PER_PAYMENT = 12;

/**
 * Body of POST /api/razorpay/create-order. The server decides the amount: one
 * of the member's own pending/overdue records (`paymentRecordId`), or `months`
 * (1–12, default 1) at the scheme's monthly amount. An `amount` sent along must
 * match what the server works out.
 */
export interface CreateOrderFields {
  memberId?: string;
  scheme?: string;
  amount?: number | string;
  months?: number;
  paymentRecordId?: string;
}

/** Answer of create-order (spec part 2 §3); `amount` is in paise, as Razorpay's checkout takes it. */
export interface CreateOrderAnswer {
  success: true;
  message: string;
  key_id: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  /** What the checkout shows. */
  name: string;
  description: string;
  prefill: { name: string; email: string | null; contact: string | null };
}

/** Body of POST /api/razorpay/verify-payment; memberId, scheme and amount may be sent but are never used. */
export interface VerifyPaymentFields {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
  memberId?: string;
  scheme?: string;
  amount?: number | string;
}

export interface VerifyPaymentAnswer {
  success: true;
  message: string;
  payment_id: string;
  order_id: string;
  /**
   * The record the payment is on (issue 30): amount, scheme, months and receipt number, and where the receipt
   * downloads, for the page's paid panel.
   */
  record: PaymentRecordDto;
}

/** GET /api/razorpay/checkout: where the web loads the checkout script from. */
export interface CheckoutConfigAnswer {
  scriptUrl: string;
}
