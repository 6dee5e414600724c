import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  ActorDto,
  DEFAULT_LANGUAGE,
  DomainEvent,
  isLanguage,
  Language,
  monthLabelIn,
  PaymentRecordedEventData,
  PaymentsErrorCode,
  PaymentsEvents,
  ReceiptFileAnswer,
} from '@portal/contracts';
import { EventConsumers, ObjectStorage, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentsException, requireAdminOrSelf } from '../payments.exception';
import { recordedEventData } from '../records/paid-records';
import { PaymentRecordRow } from '../records/payment-record.mapper';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf';
import { receiptKey, storedCopy } from './stored-pdf-copies';

export const ASSOCIATION_NAME = Symbol('ASSOCIATION_NAME');

/**
 * PDF receipts: made when payment.recorded arrives (so a webhook is answered
 * at once), stored in object storage, then announced as receipt.issued for the
 * e-mail. The English one is the record's; a member whose language is another
 * gets their copy drawn then too, and their e-mail attaches it. Downloads make
 * a missing one on the spot, in the reader's language (stored-pdf-copies.ts).
 */
@Injectable()
export class ReceiptsService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly records: PaymentRecordsRepository,
    private readonly storage: ObjectStorage,
    private readonly outbox: OutboxWriter,
    private readonly consumers: EventConsumers,
    @Inject(ASSOCIATION_NAME) private readonly associationName: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      durable: 'payments-receipts',
      filter: PaymentsEvents.PaymentRecorded,
      handle: (event, manager) => this.issue(event, manager),
    });
  }

  async issue(event: DomainEvent<PaymentRecordedEventData>, manager: EntityManager): Promise<void> {
    const record = await this.records.get(event.data.recordId, manager, true);
    if (record.status !== 'paid' || !record.receipt_number) return;
    const english = await this.store(manager, record);
    // The e-mail (written in the member's language by notifications) attaches the member's copy (issue 31): for a
    // Kannada reader receipts/<id>.kn.pdf, the same file their Kannada downloads get.
    const language = isLanguage(record.language) ? record.language : DEFAULT_LANGUAGE;
    const key =
      language === DEFAULT_LANGUAGE
        ? english
        : await storedCopy(this.storage, english, language, () => this.render(record, language));
    await this.outbox.add(manager, PaymentsEvents.ReceiptIssued, {
      ...recordedEventData(record, event.data.source),
      receiptKey: key,
      receiptFileName: receiptFileName(record.receipt_number),
    });
  }

  async download(id: string, actor: ActorDto, language: Language = DEFAULT_LANGUAGE): Promise<ReceiptFileAnswer> {
    const record = await this.records.get(id);
    requireAdminOrSelf(actor, record.member_id);
    if (record.status !== 'paid' || !record.receipt_number) {
      throw new PaymentsException(
        PaymentsErrorCode.ReceiptNotAvailable,
        'A receipt is available once the record is paid',
      );
    }
    const key =
      language !== DEFAULT_LANGUAGE
        ? await storedCopy(this.storage, receiptKey(record.id), language, () => this.render(record, language))
        : (record.receipt_key ?? (await this.dataSource.transaction((manager) => this.store(manager, record))));
    return { key, fileName: receiptFileName(record.receipt_number), contentType: 'application/pdf' };
  }

  private async store(manager: EntityManager, record: PaymentRecordRow): Promise<string> {
    const pdf = await this.render(record, DEFAULT_LANGUAGE);
    const key = receiptKey(record.id);
    await this.storage.upload(key, [pdf], 'application/pdf');
    await this.records.setReceiptKey(manager, record.id, key);
    return key;
  }

  private render(record: PaymentRecordRow, language: Language): Promise<Buffer> {
    return renderReceiptPdf({
      language,
      associationName: this.associationName,
      receiptNumber: record.receipt_number!,
      memberName: `${record.first_name} ${record.last_name}`.trim(),
      memberCode: record.member_code,
      scheme: record.scheme ?? (record.kind as Exclude<typeof record.kind, 'scheme_dues'>),
      period: record.period ? monthLabelIn(language, `${record.period}-01`, record.period_months) : null,
      amount: record.amount,
      paymentMethod: record.payment_method,
      razorpayPaymentId: record.razorpay_payment_id,
      transactionId: record.transaction_id !== record.razorpay_payment_id ? record.transaction_id : null,
      paidAt: record.payment_date ?? record.updated_at,
      issuedAt: new Date(),
    });
  }
}
