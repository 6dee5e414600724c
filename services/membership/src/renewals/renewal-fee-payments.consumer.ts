import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PaymentsEvents } from '@portal/contracts';
import { EventConsumers, JsonLogger } from '@portal/platform';
import { RenewalRequestsService } from './renewal-requests.service';

export const RENEWAL_FEE_PAYMENTS_CONSUMER = {
  durable: 'membership-renewal-fees',
  filter: PaymentsEvents.RenewalFeeRecorded,
} as const;

/**
 * A renewal paid online (issue 26): payments records the fee when Razorpay's payment is recorded (callback, webhook
 * or reconciliation, whichever is first) and announces it; the renewal completes here, once per event and only
 * while its request is open.
 */
@Injectable()
export class RenewalFeePaymentsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly renewals: RenewalRequestsService,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...RENEWAL_FEE_PAYMENTS_CONSUMER,
      handle: async (event, manager) => {
        const renewed = await this.renewals.completePaidOnline(manager, event.data);
        if (!renewed) {
          this.logger.event(
            'warn',
            'renewal fee paid online for a request that is not open (renewed already): payments lists it in Needs review for a refund',
            {
              eventId: event.id,
              renewalRequestId: event.data.renewalRequestId,
              recordId: event.data.recordId,
            },
          );
        }
      },
    });
  }
}
