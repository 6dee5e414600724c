import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PaymentsEvents } from '@portal/contracts';
import { EventConsumers, JsonLogger } from '@portal/platform';
import { GatewayPaymentLink, GatewayRefusal, RazorpayClient } from '../razorpay/razorpay.client';
import { PaymentLinkRow, PaymentLinksRepository } from './payment-links.repository';

/** payments' own consumer of payment.recorded that cancels, at Razorpay, the links that payment made pointless. */
export const PAYMENT_LINK_CANCELS_CONSUMER = {
  durable: 'payments-link-cancels',
  filter: PaymentsEvents.PaymentRecorded,
} as const;

/**
 * A link whose months (or fee) get paid another way (cash or a cheque recorded in the office, the checkout, another
 * link, an AutoPay debit) is cancelled at Razorpay at once (issue 33), so the member cannot pay them twice: the
 * transaction that made the record paid marks the member's links covering it `cancelling` (PaidRecords), and
 * payment.recorded, published as that transaction commits, brings this consumer here to ask Razorpay to cancel
 * them (POST /v1/payment_links/:id/cancel). When Razorpay cannot be asked now, the links stay `cancelling` and the
 * reconciliation cancels them at its next run (PaymentLinksReconciliation); a link Razorpay says was paid
 * meanwhile is also left to it, which records that payment and keeps it for a refund.
 */
@Injectable()
export class PaymentLinkCancels implements OnApplicationBootstrap {
  constructor(
    private readonly links: PaymentLinksRepository,
    private readonly razorpay: RazorpayClient,
    private readonly consumers: EventConsumers,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...PAYMENT_LINK_CANCELS_CONSUMER,
      handle: async (event) => {
        await this.cancelNow(event.data.memberId);
      },
    });
  }

  /** Cancels the member's links marked to be cancelled; answers how many Razorpay cancelled. Never throws. */
  async cancelNow(memberId: string): Promise<number> {
    if (!this.razorpay.configured) return 0;
    let cancelled = 0;
    for (const link of await this.links.cancellingOf(memberId)) {
      try {
        const remote = await this.atRazorpay(link);
        if (remote?.status === 'cancelled') {
          if (await this.links.settle(link.id, 'cancelled', ['cancelling'])) cancelled += 1;
        } else if (remote?.status === 'expired' || !remote) {
          await this.links.settle(link.id, 'expired', ['cancelling']);
        }
        // Paid at Razorpay before the cancel reached it: the reconciliation records it (kept for a refund).
      } catch (error) {
        this.logger.event('warn', 'payment link not cancelled at Razorpay now; the reconciliation retries', {
          linkId: link.id,
          error: (error as Error).message,
        });
      }
    }
    if (cancelled) this.logger.event('info', 'payment links cancelled after a payment', { memberId, cancelled });
    return cancelled;
  }

  /**
   * Asks Razorpay to cancel a link; one it refuses to cancel (paid or expired there meanwhile) is answered as
   * Razorpay has it now. Throws when Razorpay cannot be asked.
   */
  async atRazorpay(link: Pick<PaymentLinkRow, 'razorpay_link_id'>): Promise<GatewayPaymentLink | null> {
    try {
      return await this.razorpay.cancelPaymentLink(link.razorpay_link_id!);
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) throw error;
      return this.razorpay.findPaymentLink(link.razorpay_link_id!);
    }
  }
}
