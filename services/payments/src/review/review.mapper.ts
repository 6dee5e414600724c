import { ConflictRecordDto, MonthClashDto, PaymentConflictDto } from '@portal/contracts';
import { ClashRow, ConflictRow } from './payment-review.repository';

export function toConflictDto(r: ConflictRow): PaymentConflictDto {
  const recorded: ConflictRecordDto | null =
    r.recorded_record_id && r.rec_amount !== null && r.rec_status && r.rec_kind
      ? {
          recordId: r.recorded_record_id,
          receiptNumber: r.rec_receipt,
          amount: r.rec_amount,
          status: r.rec_status,
          kind: r.rec_kind,
          scheme: r.rec_scheme,
          period: r.rec_period,
          periodTo: r.rec_period_to,
          paymentDate: r.rec_payment_date?.toISOString() ?? null,
        }
      : null;
  return {
    id: r.id,
    razorpayPaymentId: r.razorpay_payment_id,
    razorpayOrderId: r.razorpay_order_id,
    recordedOrderId: r.recorded_order_id,
    recordedRecordId: r.recorded_record_id,
    source: r.source,
    createdAt: r.created_at.toISOString(),
    memberId: r.member_id,
    memberCode: r.member_code,
    memberName: r.member_id ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : null,
    orderKind: r.order_kind,
    orderScheme: r.order_scheme,
    orderAmount: r.order_amount,
    orderPeriod: r.order_period,
    orderPeriodTo: r.order_period_to,
    recorded,
    status: r.resolved_at ? 'resolved' : 'open',
    resolutionNote: r.resolution_note,
    resolvedBy: r.resolved_by,
    resolvedAt: r.resolved_at?.toISOString() ?? null,
  };
}

export function toClashDto(c: ClashRow): MonthClashDto {
  return {
    recordId: c.record_id,
    memberId: c.member_id,
    memberCode: c.member_code,
    memberName: `${c.first_name} ${c.last_name}`.trim(),
    scheme: c.scheme,
    month: c.month,
    heldByRecordId: c.held_by,
    heldByReceiptNumber: c.h_receipt,
    notedAt: c.noted_at.toISOString(),
    record: {
      recordId: c.record_id,
      receiptNumber: c.r_receipt,
      amount: c.r_amount,
      status: c.r_status,
      period: c.r_period,
      periodTo: c.r_period_to,
      paymentDate: c.r_payment_date?.toISOString() ?? null,
      paymentMethod: c.r_method,
    },
    heldBy: {
      recordId: c.held_by,
      receiptNumber: c.h_receipt,
      amount: c.h_amount,
      status: c.h_status,
      period: c.h_period,
      periodTo: c.h_period_to,
      paymentDate: c.h_payment_date?.toISOString() ?? null,
      paymentMethod: c.h_method,
    },
    status: c.settled_at ? 'settled' : 'open',
    keptRecordId: c.kept_record_id,
    settlementNote: c.settlement_note,
    settledBy: c.settled_by,
    settledAt: c.settled_at?.toISOString() ?? null,
  };
}
