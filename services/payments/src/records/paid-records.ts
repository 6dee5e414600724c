import { Injectable } from '@nestjs/common';
import { PaymentRecordedEventData, PaymentsEvents } from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { PaymentLinksRepository } from '../links/payment-links.repository';
import { PaymentRecordRow } from './payment-record.mapper';
import { PaymentRecordsRepository } from './payment-records.repository';

/**
 * What happens when a record becomes paid, however it got there (online, or
 * recorded by an admin): it gets its receipt number once, and payment.recorded
 * goes out in the same transaction (the receipt PDF and the e-mail follow it). Open payment links for the
 * same due or months are marked to be cancelled at Razorpay, which PaymentLinkCancels does as soon as
 * payment.recorded is out (the reconciliation when Razorpay cannot be asked then; issue 33).
 */
@Injectable()
export class PaidRecords {
  constructor(
    private readonly records: PaymentRecordsRepository,
    private readonly outbox: OutboxWriter,
    private readonly links: PaymentLinksRepository,
  ) {}

  /** Call inside the transaction that made the record paid. A record that already has a receipt is left alone. */
  async settle(manager: EntityManager, recordId: string, source: 'online' | 'office'): Promise<void> {
    const record = await this.records.get(recordId, manager);
    if (record.status !== 'paid' || record.receipt_number) return;
    await this.links.cancelForPaidRecord(manager, recordId);
    const paidAt = record.payment_date ?? new Date();
    const receiptNumber = await this.records.nextReceiptNumber(manager, paidAt);
    await this.records.update(manager, recordId, { receiptNumber, paymentDate: paidAt });
    await this.outbox.add(
      manager,
      PaymentsEvents.PaymentRecorded,
      recordedEventData({ ...record, receipt_number: receiptNumber, payment_date: paidAt }, source),
    );
  }
}

export function recordedEventData(record: PaymentRecordRow, source: 'online' | 'office'): PaymentRecordedEventData {
  return {
    recordId: record.id,
    memberId: record.member_id,
    memberCode: record.member_code,
    memberName: `${record.first_name} ${record.last_name}`.trim(),
    memberEmail: record.email,
    scheme: record.scheme ?? record.kind,
    kind: record.kind,
    amount: record.amount,
    period: record.period,
    paymentMethod: record.payment_method,
    razorpayPaymentId: record.razorpay_payment_id,
    receiptNumber: record.receipt_number!,
    paidAt: (record.payment_date ?? new Date()).toISOString(),
    source,
  };
}
