import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreatePaymentLinkInput,
  ListPaymentLinksQuery,
  PaymentLinkDto,
  PaymentLinkSubjects as S,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

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
    return this.services.rpc(S.CreatePaymentLink, { input, actor });
  }

  @Get()
  @Access('staff:read')
  @ApiOperation({ summary: "A member's payment links (memberId), newest first, with their status" })
  @ApiListAnswer('PaymentLinkDto')
  list(@Query() query: ListPaymentLinksQuery, @CurrentCaller() { actor }: Caller): Promise<PaymentLinkDto[]> {
    return this.services.rpc(S.ListPaymentLinks, { ...query, actor });
  }
}
