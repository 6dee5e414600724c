import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, OutboxWriter, registerMemberErasure } from '@portal/platform';
import { MemberCredentialsRepository } from './member-credentials.repository';

/**
 * Issue 32: an erased member's login goes (credentials and password links, with a tombstone so a late member
 * event cannot bring it back); their sessions end at the gateway, which completes the erasure.
 */
@Injectable()
export class MemberErasureConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly outbox: OutboxWriter,
    private readonly credentials: MemberCredentialsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerMemberErasure(
      this.consumers,
      this.outbox,
      { durable: 'identity-erasures', service: 'identity' },
      (data, manager) => this.credentials.removeWithTombstone(manager, data.memberUuid),
    );
  }
}
