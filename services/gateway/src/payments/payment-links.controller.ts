import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreatePaymentLinkInput,
  CreateRenewalFeeLinkInput,
  MembershipSubjects,
  ListPaymentLinksQuery,
  PaymentLinkDto,
  PaymentLinkSubjects as S,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** The gateway's wait for an answer that involves a call to Razorpay (as for the checkout's orders). */
const RAZORPAY_CALL_TIMEOUT_MS = 5_800;

/** Pay by link without signing in (issue 33): Razorpay Payment Links for a member's dues. */
@ApiTags('payments')
@Controller('payment-links')
export class PaymentLinksController {
  constructor(private readonly services: RpcClient) {}

  @Post()
  @Access('staff:money')
  @ApiOperation({
    summary:
      "Makes a Razorpay Payment Link for a member's scheme dues: the named unpaid due (paymentRecordId), else the " +
      'oldest unpaid due, else `months` in advance, priced as the checkout prices them. The member pays it at ' +
      'shortUrl without signing in; the payment is recorded once (payment_link.paid, confirmed with Razorpay, or ' +
      'the reconciliation), and a link whose months get paid another way is cancelled. A due that already has an ' +
      "open link answers that link. 409 when the member is not in the scheme or the scheme's online payment is off",
  })
  @ApiAnswer('PaymentLinkDto')
  create(@Body() input: CreatePaymentLinkInput, @CurrentCaller() { actor }: Caller): Promise<PaymentLinkDto> {
    return this.services.rpc(S.CreatePaymentLink, { input, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Post('renewal-fee')
  @Access('staff:money')
  @ApiOperation({
    summary:
      "Makes a Razorpay Payment Link for a member's annual renewal fee, for their open renewal request (asked now " +
      "if there is none, as the member's own renewal order does). Paid at shortUrl without signing in, the fee gets " +
      'its receipt and the renewal completes once. A fee that already has an open link answers that link',
    description:
      "409 'Approve the application first' for a pending or suspended member, and 409 MEMBERSHIP_RENEWAL_NOT_YET_OPEN " +
      'more than 30 days before the end date (as for POST /api/members/renewal-request).',
  })
  @ApiAnswer('PaymentLinkDto')
  async renewalFee(
    @Body() input: CreateRenewalFeeLinkInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<PaymentLinkDto> {
    // Membership says which request and what fee; payments makes the link.
    const request = await this.services.rpc(MembershipSubjects.CreateRenewalRequest, {
      input: { memberId: input.memberId },
      actor,
    });
    return this.services.rpc(
      S.CreateFeeLink,
      {
        actor,
        memberId: request.memberId,
        kind: 'renewal_fee',
        amount: request.renewalAmount,
        renewalRequestId: request.id,
      },
      { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS },
    );
  }

  @Get()
  @Access('staff:read')
  @ApiOperation({ summary: "A member's payment links (memberId), newest first, with their status" })
  @ApiListAnswer('PaymentLinkDto')
  list(@Query() query: ListPaymentLinksQuery, @CurrentCaller() { actor }: Caller): Promise<PaymentLinkDto[]> {
    return this.services.rpc(S.ListPaymentLinks, { ...query, actor });
  }
}
