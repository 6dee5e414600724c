import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CheckoutConfigAnswer,
  CreateOrderAnswer,
  CreateOrderInput,
  MembershipSubjects,
  PaymentConflictDto,
  PaymentConflictSubjects,
  PaymentsSubjects as S,
  ResolvePaymentConflictInput,
  VerifyPaymentAnswer,
  VerifyPaymentInput,
} from '@portal/contracts';
import type { Request } from 'express';
import { Access } from '../auth/access.decorator';
import { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

// Payments waits up to its RAZORPAY_TIMEOUT_MS (5 s) for Razorpay: wait a little longer than that, so the payer
// gets payments' own 503 ('The payment gateway cannot be reached…') rather than a generic one, still within 6 s.
const RAZORPAY_CALL_TIMEOUT_MS = 5_800;

/** Online payment through Razorpay (spec part 2 §4, §7); the webhook is Razorpay's own call. */
@ApiTags('payments')
@Controller('razorpay')
export class RazorpayController {
  constructor(
    private readonly services: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('checkout')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "Where the web loads the checkout script from (Razorpay's, or the local sandbox's)" })
  @ApiAnswer('CheckoutConfigAnswer')
  checkout(): CheckoutConfigAnswer {
    return { scriptUrl: this.config.RAZORPAY_CHECKOUT_URL };
  }

  @Post('create-order')
  @HttpCode(200)
  @Access('member-or-staff:money')
  @ApiOperation({
    summary: 'Creates an order: the server decides the amount (a due, or 1–12 months); amount in paise',
  })
  @ApiAnswer('CreateOrderAnswer')
  createOrder(@Body() input: CreateOrderInput, @CurrentCaller() { actor }: Caller): Promise<CreateOrderAnswer> {
    return this.services.rpc(S.CreateOrder, { input, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Post('renewal-order')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({
    summary:
      "Pays the member's renewal online: an order for the association's renewal fee, for the member's open renewal " +
      'request (asked now if there is none); amount in paise',
    description:
      "409 'Approve the application first' for a pending or suspended member, and 409 MEMBERSHIP_RENEWAL_NOT_YET_OPEN " +
      'more than 30 days before the end date (as for POST /api/members/renewal-request). Once the payment is recorded ' +
      '(verify-payment, the webhook or the reconciliation) the fee gets its receipt and the renewal completes once.',
  })
  @ApiAnswer('CreateOrderAnswer')
  async renewalOrder(@CurrentCaller() { actor }: Caller): Promise<CreateOrderAnswer> {
    // Membership says which request and what fee (its setting when the request was made); payments makes the order.
    const request = await this.services.rpc(MembershipSubjects.CreateRenewalRequest, {
      input: { memberId: actor.userId },
      actor,
    });
    return this.services.rpc(
      S.CreateFeeOrder,
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

  @Post('verify-payment')
  @HttpCode(200)
  @Access('member-or-staff:money')
  @ApiOperation({ summary: "Verifies the checkout's signature against the stored order and records the payment once" })
  @ApiAnswer('VerifyPaymentAnswer')
  verify(@Body() input: VerifyPaymentInput, @CurrentCaller() { actor }: Caller): Promise<VerifyPaymentAnswer> {
    return this.services.rpc(S.VerifyPayment, { input, actor }, { timeoutMs: RAZORPAY_CALL_TIMEOUT_MS });
  }

  @Get('conflicts')
  @Access('staff:read')
  @ApiOperation({
    summary:
      'Payment ids Razorpay named for one order while recorded on another: answered 200 to Razorpay, kept for the ' +
      "admin; with the order's member, months and amount and the receipt it is recorded on; open ones first",
  })
  @ApiListAnswer('PaymentConflictDto')
  conflicts(@CurrentCaller() { actor }: Caller): Promise<PaymentConflictDto[]> {
    return this.services.rpc(PaymentConflictSubjects.ListPaymentConflicts, { actor });
  }

  @Post('conflicts/:id/resolve')
  @HttpCode(200)
  @Access('staff:money')
  @ApiOperation({
    summary:
      "Marks a payment conflict resolved with the admin's note (what was done, 1–1000 characters), keeping who and " +
      "when: 400 'Please say what was done about this payment', 404 for no such conflict, 409 once resolved",
  })
  @ApiAnswer('PaymentConflictDto')
  resolveConflict(
    @Param('id') id: string,
    @Body() input: ResolvePaymentConflictInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<PaymentConflictDto> {
    return this.services.rpc(PaymentConflictSubjects.ResolvePaymentConflict, { id, input, actor });
  }

  /** The body arrives as text (see main.ts): the signature covers its exact bytes. */
  @Post('webhook')
  @HttpCode(200)
  @Access('public')
  // Documented like every served route (ROUTES.md lists it), so the access and hostile-input tests reach it.
  @ApiOperation({ summary: "Razorpay's webhook: a session changes nothing, the signature of the raw body decides" })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true, description: 'HMAC-SHA256 of the raw body' })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false, description: 'each event is applied once' })
  @ApiAnswer('WebhookAnswer')
  async webhook(
    @Req() req: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<{ status: string }> {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const { outcome } = await this.services.rpc(S.ReceiveWebhook, { rawBody, signature, eventId });
    return { status: outcome };
  }
}
