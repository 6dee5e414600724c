import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, OutboxWriter, registerMemberErasure } from '@portal/platform';
import { MemberErasureRepository } from './member-erasure.repository';

/** Issue 32: an erased member's notifications, e-mail log rows and inbox items naming them go. */
@Injectable()
export class MemberErasureConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly outbox: OutboxWriter,
    private readonly erasures: MemberErasureRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerMemberErasure(
      this.consumers,
      this.outbox,
      { durable: 'notifications-erasures', service: 'notifications' },
      (data, manager) => this.erasures.erase(manager, data.memberUuid, data.pseudonym, data.email, data.erase ?? []),
    );
  }
}
