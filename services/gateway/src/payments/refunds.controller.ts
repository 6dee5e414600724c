import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type Language,
  ListRefundsQuery,
  RefundDto,
  RefundInput,
  RefundSubjects as S,
  RefundSummaryAnswer,
} from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { FileDownloads } from '../files/file-downloads.service';
import { RequestLanguage } from '../http/request-language.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** Refunds of paid records (issue 26): their own ledger entries, each with a credit note once processed. */
@ApiTags('payments')
@Controller()
export class RefundsController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
  ) {}

  @Get('payment-records/:id/refunds')
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      "A paid record's refunds and what may still be refunded (the payment less its processed and pending " +
      'refunds); admin, or the member it belongs to',
  })
  @ApiAnswer('RefundSummaryAnswer')
  summary(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<RefundSummaryAnswer> {
    return this.services.rpc(S.RefundSummary, { id, actor });
  }

  @Post('payment-records/:id/refunds')
  @Access('staff:money')
  @ApiOperation({
    summary:
      'Refunds a paid record in full or in part with a reason: an online payment through Razorpay (method ' +
      'razorpay), an office payment recorded by hand (cash, bank_transfer or cheque, with a reference). 409 when ' +
      "the amount is more than is still refundable ('At most ₹150.00 of this payment can still be refunded') or " +
      'the record is not paid. A processed refund gets a credit note (CN-2026-000001) e-mailed to the member; ' +
      'months whose whole amount is returned become unpaid again',
  })
  @ApiAnswer('RefundDto')
  create(@Param('id') id: string, @Body() input: RefundInput, @CurrentCaller() { actor }: Caller): Promise<RefundDto> {
    return this.services.rpc(S.CreateRefund, { id, input, actor });
  }

  @Get('refunds')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "A member's refunds, newest first: an admin names the member, a member gets their own" })
  @ApiListAnswer('RefundDto')
  list(@Query() query: ListRefundsQuery, @CurrentCaller() { actor }: Caller): Promise<RefundDto[]> {
    return this.services.rpc(S.ListRefunds, { ...query, actor });
  }

  @Get('refunds/:id/credit-note')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "A processed refund's PDF credit note (admin, or the member it belongs to)" })
  @ApiProduces('application/pdf')
  @ApiFileAnswer('application/pdf')
  async creditNote(
    @Param('id') id: string,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
    @RequestLanguage() language: Language,
  ): Promise<void> {
    const file = await this.services.rpc(S.GetCreditNote, { id, actor, language });
    await this.downloads.send(res, file, { disposition: 'inline' });
  }
}
