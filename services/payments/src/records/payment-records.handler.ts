import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreatePaymentRecordRequest,
  ExportPaymentRecordsAnswer,
  ExportPaymentRecordsRequest,
  ListPaymentRecordsAnswer,
  ListPaymentRecordsRequest,
  ListSchemeMembersAnswer,
  ListSchemeMembersRequest,
  MemberMonthsAnswer,
  MemberMonthsRequest,
  ReceiptFileRequest,
  PaymentRecordDto,
  PaymentsSubjects as S,
  PaymentStatsAnswer,
  PaymentStatsRequest,
  ReceiptFileAnswer,
  UpdatePaymentRecordRequest,
} from '@portal/contracts';
import { ReceiptsService } from '../receipts/receipts.service';
import { PaymentRecordsExportService } from './payment-records-export.service';
import { PaymentRecordsService } from './payment-records.service';

@Controller()
export class PaymentRecordsHandler {
  constructor(
    private readonly records: PaymentRecordsService,
    private readonly exports: PaymentRecordsExportService,
    private readonly receipts: ReceiptsService,
  ) {}

  @MessagePattern(S.ListPaymentRecords)
  list(@Payload() body: ListPaymentRecordsRequest): Promise<ListPaymentRecordsAnswer> {
    return this.records.list(body);
  }

  @MessagePattern(S.ListSchemeMembers)
  schemeMembers(@Payload() body: ListSchemeMembersRequest): Promise<ListSchemeMembersAnswer> {
    return this.records.schemeMembers(body);
  }

  @MessagePattern(S.MemberMonths)
  memberMonths(@Payload() body: MemberMonthsRequest): Promise<MemberMonthsAnswer> {
    return this.records.memberMonths(body);
  }

  @MessagePattern(S.Stats)
  stats(@Payload() body: PaymentStatsRequest): Promise<PaymentStatsAnswer> {
    return this.records.stats(body);
  }

  @MessagePattern(S.CreatePaymentRecord)
  create(@Payload() body: CreatePaymentRecordRequest): Promise<PaymentRecordDto> {
    return this.records.create(body);
  }

  @MessagePattern(S.UpdatePaymentRecord)
  update(@Payload() body: UpdatePaymentRecordRequest): Promise<PaymentRecordDto> {
    return this.records.update(body);
  }

  @MessagePattern(S.ExportPaymentRecords)
  export(@Payload() body: ExportPaymentRecordsRequest): Promise<ExportPaymentRecordsAnswer> {
    return this.exports.export(body);
  }

  @MessagePattern(S.GetReceipt)
  receipt(@Payload() body: ReceiptFileRequest): Promise<ReceiptFileAnswer> {
    return this.receipts.download(body.id, body.actor, body.language);
  }
}
