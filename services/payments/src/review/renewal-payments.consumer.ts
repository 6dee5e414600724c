import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MembershipEvents, PaymentConflictSources } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { PaymentConflictsRepository } from '../razorpay/payment-conflicts.repository';

export const RENEWAL_PAYMENTS_CONSUMER = {
  durable: 'payments-renewal-payments',
  filter: MembershipEvents.RenewalPaymentUnapplied,
} as const;

/**
 * A renewal fee paid online that renewed nothing (membership.renewal-payment.unapplied: the request was completed
 * in the office or declined meanwhile, or the member could not be renewed): the money is in the books, and Needs
 * review lists it for a refund, once per payment (a renewal already flagged as paid twice stays as it is).
 */
@Injectable()
export class RenewalPaymentsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly conflicts: PaymentConflictsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...RENEWAL_PAYMENTS_CONSUMER,
      handle: async (event, manager) => {
        const { razorpayPaymentId, razorpayOrderId, recordId } = event.data;
        await this.conflicts.add(manager, {
          paymentId: razorpayPaymentId,
          orderId: razorpayOrderId,
          recordedElsewhere: { orderId: null, recordId },
          source: PaymentConflictSources.RenewalNotApplied,
        });
      },
    });
  }
}
