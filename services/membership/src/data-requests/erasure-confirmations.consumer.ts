import { Injectable, OnModuleInit } from '@nestjs/common';
import { ContentEvents, ErasureService, IdentityEvents, NotificationsEvents, PaymentsEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { DataRequestsService } from './data-requests.service';

/** Each other service's confirmation event, and the durable consumer membership reads it with. */
export const ErasureConfirmationConsumers = [
  { durable: 'membership-erasure-identity', filter: IdentityEvents.ErasureConfirmed, service: 'identity' },
  { durable: 'membership-erasure-payments', filter: PaymentsEvents.ErasureConfirmed, service: 'payments' },
  { durable: 'membership-erasure-content', filter: ContentEvents.ErasureConfirmed, service: 'content' },
  {
    durable: 'membership-erasure-notifications',
    filter: NotificationsEvents.ErasureConfirmed,
    service: 'notifications',
  },
] as const satisfies readonly { durable: string; filter: string; service: ErasureService }[];

/** Issue 32: records each service's confirmation of an erasure on its request (once; a replay changes nothing). */
@Injectable()
export class ErasureConfirmationsConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly requests: DataRequestsService,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const { durable, filter, service } of ErasureConfirmationConsumers) {
      await this.consumers.register({
        durable,
        filter,
        handle: async (event, manager) => {
          if (!event.data?.requestId) return;
          await this.requests.confirm(manager, event.data.requestId, service);
        },
      });
    }
  }
}
