import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AutoPaySubjects as S,
  AutoPaySummaryDto,
  ListMandatesQuery,
  MandateCheckoutDto,
  MandateDto,
  MemberAutoPayDto,
  SetUpMandateInput,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** The gateway's wait for an answer that involves a call to Razorpay (as for the checkout's orders). */
const RAZORPAY_CALL_TIMEOUT_MS = 5_800;

/** UPI AutoPay for monthly dues (issue 33): Razorpay subscriptions, one per member and scheme. */
@ApiTags('payments')
@Controller('autopay')
export class AutoPayController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('member')
  @ApiOperation({
    summary:
      "The member's AutoPay: for each scheme they are in, its monthly amount and their latest mandate (status, the " +
      'months it paid), or null',
  })
  @ApiAnswer('MemberAutoPayDto')
  mine(@CurrentCaller() { actor }: Caller): Promise<MemberAutoPayDto> {
    return this.services.rpc(S.MemberAutoPay, { actor });
  }

  @Post('mandates')
  @Access('member')
  @ApiOperation({
    summary:
      'Sets up AutoPay for one of the member’s schemes: a Razorpay subscription on the plan of the scheme’s monthly ' +
      'amount, answered with what Razorpay’s checkout needs (keyId, subscriptionId) to authorise the UPI mandate. ' +
      'Each monthly debit is recorded once with its receipt. A mandate not yet authorised is answered again; 409 ' +
      'PAYMENTS_MANDATE_STATE when one stands for the scheme, PAYMENTS_SCHEME_NOT_OPTED outside the scheme',
  })
  @ApiAnswer('MandateCheckoutDto')
  setUp(@Body() input: SetUpMandateInput, @CurrentCaller() { actor }: Caller): Promise<MandateCheckoutDto> {
    return this.services.rpc(S.SetUpMandate, { input, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Post('mandates/:id/pause')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Pauses the member’s active mandate (no debits until resumed); 409 in another state' })
  @ApiAnswer('MandateDto')
  pause(@Param('id') mandateId: string, @CurrentCaller() { actor }: Caller): Promise<MandateDto> {
    return this.services.rpc(S.PauseMandate, { mandateId, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Post('mandates/:id/resume')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Resumes the member’s paused mandate; 409 in another state' })
  @ApiAnswer('MandateDto')
  resume(@Param('id') mandateId: string, @CurrentCaller() { actor }: Caller): Promise<MandateDto> {
    return this.services.rpc(S.ResumeMandate, { mandateId, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Post('mandates/:id/cancel')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Cancels the member’s mandate at Razorpay at once (no further debits)' })
  @ApiAnswer('MandateDto')
  cancel(@Param('id') mandateId: string, @CurrentCaller() { actor }: Caller): Promise<MandateDto> {
    return this.services.rpc(S.CancelMandate, { mandateId, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Get('mandates')
  @Access('staff:read')
  @ApiOperation({ summary: "A member's AutoPay mandates (memberId), every state, newest first" })
  @ApiListAnswer('MandateDto')
  list(@Query() query: ListMandatesQuery, @CurrentCaller() { actor }: Caller): Promise<MandateDto[]> {
    return this.services.rpc(S.ListMandates, { ...query, actor });
  }

  @Get('summary')
  @Access('staff:read')
  @ApiOperation({ summary: 'AutoPay mandates standing, by state (the admin dashboard’s count)' })
  @ApiAnswer('AutoPaySummaryDto')
  summary(@CurrentCaller() { actor }: Caller): Promise<AutoPaySummaryDto> {
    return this.services.rpc(S.Summary, { actor });
  }
}
