import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateRefundRequest,
  CreditNoteFileRequest,
  ListRefundsRequest,
  ReceiptFileAnswer,
  RefundByIdRequest,
  RefundDto,
  RefundLine,
  RefundLinesRequest,
  RefundSubjects as S,
  RefundSummaryAnswer,
} from '@portal/contracts';
import { CreditNotesService } from './credit-notes.service';
import { RefundsService } from './refunds.service';

@Controller()
export class RefundsHandler {
  constructor(
    private readonly refunds: RefundsService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @MessagePattern(S.CreateRefund)
  create(@Payload() body: CreateRefundRequest): Promise<RefundDto> {
    return this.refunds.create(body);
  }

  @MessagePattern(S.RefundSummary)
  summary(@Payload() body: RefundByIdRequest): Promise<RefundSummaryAnswer> {
    return this.refunds.summary(body);
  }

  @MessagePattern(S.ListRefunds)
  list(@Payload() body: ListRefundsRequest): Promise<RefundDto[]> {
    return this.refunds.list(body);
  }

  @MessagePattern(S.RefundLines)
  lines(@Payload() body: RefundLinesRequest): Promise<RefundLine[]> {
    return this.refunds.lines(body);
  }

  @MessagePattern(S.GetCreditNote)
  creditNote(@Payload() body: CreditNoteFileRequest): Promise<ReceiptFileAnswer> {
    return this.creditNotes.download(body.id, body.actor, body.language);
  }
}
