import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, OutboxWriter, registerMemberErasure } from '@portal/platform';
import { MemberErasureRepository } from './member-erasure.repository';

/**
 * Issue 32: an erased member's payment records stay, under the pseudonym (amounts, dates, receipt numbers). The
 * receipt PDFs stay as issued: a receipt is a tax document kept unaltered for 7 years, so it is not regenerated;
 * it is reachable only through the pseudonymised record (docs: /work/notes/data-rights.md).
 */
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
      { durable: 'payments-erasures', service: 'payments' },
      (data, manager) => this.erasures.pseudonymise(manager, data.memberUuid, data.pseudonym, data.erase ?? []),
    );
  }
}
