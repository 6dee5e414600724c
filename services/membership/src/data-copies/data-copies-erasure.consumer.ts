import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MembershipEvents } from '@portal/contracts';
import { EventConsumers, ObjectStorage } from '@portal/platform';
import { DataCopiesRepository } from './data-copies.repository';

/**
 * Issue 32: a member's copies hold everything about them, so their erasure (membership.erasure.completed) deletes
 * every copy of theirs, rows and ZIPs, once per event.
 */
@Injectable()
export class DataCopiesErasureConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly copies: DataCopiesRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      // Granted to membership in infra/src/runner/nats-authorization.ts.
      durable: 'membership-erasure-data-copies',
      filter: MembershipEvents.ErasureCompleted,
      handle: async (event, manager) => {
        const keys = await this.copies.forgetMember(manager, event.data.memberUuid);
        await this.storage.removeQuietly(keys);
      },
    });
  }
}
