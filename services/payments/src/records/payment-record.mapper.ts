import { PaymentRecordDto, PaymentRecordKind, PaymentStatus, Scheme } from '@portal/contracts';

/** A payment_records row joined with its member (RECORD_COLUMNS). */
export interface PaymentRecordRow {
  id: string;
  member_id: string;
  kind: PaymentRecordKind;
  /** null for a fee. */
  scheme: Scheme | null;
  amount: string;
  status: PaymentStatus;
  due_date: Date;
  payment_date: Date | null;
  period: string | null;
  period_to: string | null;
  period_months: number;
  /** YYYY-MM: months processed refunds reopened. */
  refunded_months: string[];
  notes: string | null;
  payment_method: string | null;
  transaction_id: string | null;
  razorpay_payment_id: string | null;
  razorpay_order_id: string | null;
  receipt_number: string | null;
  receipt_key: string | null;
  created_at: Date;
  updated_at: Date;
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** The member's language (payment_members.language): the receipt e-mail's attachment is drawn in it. */
  language: string;
}

/** What every record query selects: `r` is payment_records, `m` payment_members. */
export const RECORD_COLUMNS = `
  r.id, r.member_id, r.kind, r.scheme, r.amount, r.status, r.due_date, r.payment_date,
  to_char(r.period_start, 'YYYY-MM') AS period,
  to_char(r.period_start + make_interval(months => r.period_months - 1), 'YYYY-MM') AS period_to, r.period_months,
  ARRAY(SELECT to_char(x, 'YYYY-MM') FROM payment_refunds f CROSS JOIN LATERAL unnest(f.reopened_months) AS x
        WHERE f.record_id = r.id AND f.status = 'processed' ORDER BY x) AS refunded_months, r.notes, r.payment_method, r.transaction_id,
  r.razorpay_payment_id, r.razorpay_order_id, r.receipt_number, r.receipt_key, r.created_at, r.updated_at,
  m.member_code, m.first_name, m.last_name, m.email, m.language`;

export const receiptPath = (id: string) => `/api/payment-records/${id}/receipt`;

export function toPaymentRecordDto(r: PaymentRecordRow): PaymentRecordDto {
  return {
    id: r.id,
    memberId: r.member_id,
    memberCode: r.member_code,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    kind: r.kind,
    scheme: r.scheme,
    amount: r.amount,
    status: r.status,
    dueDate: r.due_date.toISOString(),
    paymentDate: r.payment_date?.toISOString() ?? null,
    period: r.period,
    periodTo: r.period_to,
    refundedMonths: r.refunded_months ?? [],
    notes: r.notes,
    paymentMethod: r.payment_method,
    transactionId: r.transaction_id,
    razorpayPaymentId: r.razorpay_payment_id,
    razorpayOrderId: r.razorpay_order_id,
    receiptNumber: r.receipt_number,
    receiptUrl: r.status === 'paid' ? receiptPath(r.id) : null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
