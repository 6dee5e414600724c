import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { GatewayPaymentLink, RazorpayClient } from '../razorpay/razorpay.client';
import { PaymentLinkCancels } from './payment-link-cancels';
import { PaymentLinksRepository } from './payment-links.repository';
import { PaidLinks } from './paid-links';
import { PAYMENT_LINK_SETTINGS, PaymentLinkSettings } from './payment-links.service';

/**
 * The reconciliation's part for links: links whose months were paid another way are cancelled at Razorpay (the
 * same cancel as PaymentLinkCancels'; one paid there meanwhile is recorded, and kept for a refund); open links
 * Razorpay says are paid are recorded (their webhook was lost), expired or cancelled ones are marked so.
 */
@Injectable()
export class PaymentLinksReconciliation {
  constructor(
    private readonly links: PaymentLinksRepository,
    private readonly paid: PaidLinks,
    private readonly cancels: PaymentLinkCancels,
    private readonly razorpay: RazorpayClient,
    private readonly logger: JsonLogger,
    @Inject(PAYMENT_LINK_SETTINGS) private readonly options: PaymentLinkSettings,
  ) {}

  async run(): Promise<{ checked: number; recorded: number; cancelled: number; expired: number }> {
    const counts = { checked: 0, recorded: 0, cancelled: 0, expired: 0 };
    if (!this.razorpay.configured) return counts;
    for (const link of await this.links.toReconcile(this.options.reconcileAfterSeconds)) {
      counts.checked += 1;
      try {
        const remote: GatewayPaymentLink | null =
          link.status === 'cancelling'
            ? await this.cancels.atRazorpay(link)
            : await this.razorpay.findPaymentLink(link.razorpay_link_id!);
        const status = remote?.status;
        if (status === 'paid') {
          if ((await this.paid.settlePaid(link.razorpay_link_id!, remote!)) === 'recorded') counts.recorded += 1;
        } else if (status === 'cancelled') {
          if (await this.links.settle(link.id, 'cancelled', ['created', 'cancelling'])) counts.cancelled += 1;
        } else if (status === 'expired' || !remote) {
          if (await this.links.settle(link.id, 'expired', ['created', 'cancelling'])) counts.expired += 1;
        } else {
          await this.links.settle(link.id, link.status === 'cancelling' ? 'cancelling' : 'created', [link.status]);
        }
      } catch (error) {
        this.logger.event('warn', 'reconciliation of a payment link failed; next run retries', {
          linkId: link.id,
          error: (error as Error).message,
        });
      }
    }
    if (counts.recorded || counts.cancelled || counts.expired)
      this.logger.event('info', 'payment links reconciled', counts);
    return counts;
  }
}
