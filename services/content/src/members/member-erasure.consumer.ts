import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, ObjectStorage, OutboxWriter, registerMemberErasure } from '@portal/platform';
import { MemberErasureRepository } from './member-erasure.repository';

/** Issue 32: an erased member's sign-ups, attendance and uploaded media go (the files from the store too). */
@Injectable()
export class MemberErasureConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly outbox: OutboxWriter,
    private readonly erasures: MemberErasureRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerMemberErasure(
      this.consumers,
      this.outbox,
      { durable: 'content-erasures', service: 'content' },
      async (data, manager) => {
        const keys = await this.erasures.erase(manager, data.memberUuid, data.pseudonym);
        await this.storage.removeQuietly(keys);
      },
    );
  }
}
