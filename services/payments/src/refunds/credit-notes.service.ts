import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  ActorDto,
  DEFAULT_LANGUAGE,
  DomainEvent,
  isLanguage,
  Language,
  PaymentsEvents,
  ReceiptFileAnswer,
  RefundProcessedEventData,
} from '@portal/contracts';
import { EventConsumers, ObjectStorage, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { creditNoteFileName, renderCreditNotePdf } from '../receipts/receipt-pdf';
import { ASSOCIATION_NAME } from '../receipts/receipts.service';
import { creditNoteKey, storedCopy } from '../receipts/stored-pdf-copies';
import { RefundRow, RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/**
 * Credit notes, the receipts of refunds: made when payments.refund.processed arrives (so a webhook is answered
 * at once), stored in object storage, then announced as payments.credit-note.issued for the member's e-mail (which
 * attaches the member's copy: a Kannada reader's is drawn then too). Downloads make a missing one on the spot, in
 * the reader's language (receipts/stored-pdf-copies.ts).
 */
@Injectable()
export class CreditNotesService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundsRepository,
    private readonly service: RefundsService,
    private readonly records: PaymentRecordsRepository,
    private readonly storage: ObjectStorage,
    private readonly outbox: OutboxWriter,
    private readonly consumers: EventConsumers,
    @Inject(ASSOCIATION_NAME) private readonly associationName: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      durable: 'payments-credit-notes',
      filter: PaymentsEvents.RefundProcessed,
      handle: (event, manager) => this.issue(event, manager),
    });
  }

  async issue(event: DomainEvent<RefundProcessedEventData>, manager: EntityManager): Promise<void> {
    const refund = await this.refunds.find(event.data.refundId, manager, true);
    if (!refund || refund.status !== 'processed' || !refund.credit_note_number) return;
    const english = await this.store(manager, refund);
    // The e-mail attaches the member's copy, as a receipt's (receipts.service.ts): credit-notes/<id>.kn.pdf for a
    // Kannada reader, the file their Kannada downloads get too.
    const language = isLanguage(refund.language) ? refund.language : DEFAULT_LANGUAGE;
    const key =
      language === DEFAULT_LANGUAGE
        ? english
        : await storedCopy(this.storage, english, language, () => this.render(refund, language, manager));
    await this.outbox.add(manager, PaymentsEvents.CreditNoteIssued, {
      ...event.data,
      creditNoteKey: key,
      creditNoteFileName: creditNoteFileName(refund.credit_note_number),
    });
  }

  async download(id: string, actor: ActorDto, language: Language = DEFAULT_LANGUAGE): Promise<ReceiptFileAnswer> {
    const refund = await this.service.forDownload(id, actor);
    const key =
      language !== DEFAULT_LANGUAGE
        ? await storedCopy(this.storage, creditNoteKey(refund.id), language, () => this.render(refund, language))
        : (refund.credit_note_key ?? (await this.dataSource.transaction((manager) => this.store(manager, refund))));
    return { key, fileName: creditNoteFileName(refund.credit_note_number!), contentType: 'application/pdf' };
  }

  private async store(manager: EntityManager, refund: RefundRow): Promise<string> {
    const pdf = await this.render(refund, DEFAULT_LANGUAGE, manager);
    const key = creditNoteKey(refund.id);
    await this.storage.upload(key, [pdf], 'application/pdf');
    await this.refunds.setCreditNoteKey(manager, refund.id, key);
    return key;
  }

  private async render(refund: RefundRow, language: Language, manager?: EntityManager): Promise<Buffer> {
    const record = await this.records.get(refund.record_id, manager);
    return renderCreditNotePdf({
      language,
      associationName: this.associationName,
      creditNoteNumber: refund.credit_note_number!,
      memberName: `${refund.first_name} ${refund.last_name}`.trim(),
      memberCode: refund.member_code,
      scheme: refund.scheme,
      receiptNumber: refund.receipt_number,
      amount: refund.amount,
      paymentAmount: record.amount,
      method: refund.method,
      reference: refund.reference,
      reason: refund.reason,
      reopenedMonths: refund.reopened_months,
      refundedAt: refund.refunded_at ?? new Date(),
      issuedAt: new Date(),
    });
  }
}
