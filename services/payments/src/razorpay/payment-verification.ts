import { Injectable } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { OrderRow } from './orders.repository';
import { CapturedPayment } from './payment-capture';
import { GatewayPayment, RazorpayClient } from './razorpay.client';

/** Why a payment was not taken as paying an order: each is logged, none marks anything paid. */
export type NotAPass =
  'unknown-payment' | 'not-captured' | 'other-order' | 'amount-missing' | 'amount-differs' | 'currency-differs';

export type Verdict = { pass: true; payment: CapturedPayment } | { pass: false; reason: NotAPass };

/**
 * What Razorpay itself says of a payment, checked against the stored order (spec part 2 §4; issue 26):
 * before the checkout's callback or a webhook marks anything paid, the payment is fetched
 * (`GET /v1/payments/{id}`, the SDK's payments.fetch) and must be captured, for this order, in rupees, of
 * exactly the order's amount. A signature proves who sent a message, not that the money arrived: a forged
 * event made with a leaked webhook secret names a payment Razorpay does not have, or one never captured.
 * Razorpay that cannot be asked throws PAYMENTS_GATEWAY_UNAVAILABLE: nothing is decided without its answer.
 */
@Injectable()
export class PaymentVerification {
  constructor(
    private readonly razorpay: RazorpayClient,
    private readonly logger: JsonLogger,
  ) {}

  async confirm(order: OrderRow, paymentId: string): Promise<Verdict> {
    const payment = await this.razorpay.findPayment(paymentId);
    const reason = payment ? judge(order, payment) : 'unknown-payment';
    if (reason) {
      this.logger.event('warn', 'payment not confirmed by Razorpay: nothing marked paid', {
        orderId: order.id,
        paymentId,
        reason,
        status: payment?.status ?? null,
      });
      return { pass: false, reason };
    }
    return {
      pass: true,
      payment: {
        id: payment!.id,
        method: typeof payment!.method === 'string' ? payment!.method : null,
        amount: payment!.amount,
      },
    };
  }
}

/** The first reason Razorpay's payment entity does not pay the stored order, or null when it does. */
export function judge(order: Pick<OrderRow, 'id' | 'amount_paise'>, payment: GatewayPayment): NotAPass | null {
  if (payment.status !== 'captured') return 'not-captured';
  if (payment.order_id !== order.id) return 'other-order';
  if (typeof payment.amount !== 'number' || !Number.isInteger(payment.amount)) return 'amount-missing';
  if (payment.amount !== Number(order.amount_paise)) return 'amount-differs';
  if (payment.currency !== 'INR') return 'currency-differs';
  return null;
}
