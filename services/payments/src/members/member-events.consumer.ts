import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { applyMemberEvent, EventConsumers, MEMBER_EVENTS_FILTER, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { PaymentMembersRepository } from './payment-members.repository';

export const PAYMENT_MEMBERS_CONSUMER = { durable: 'payments-members', filter: MEMBER_EVENTS_FILTER };

/** Keeps payment_members in step with membership: created, updated, imported, approved, renewed, deleted. */
@Injectable()
export class MemberEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: PaymentMembersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...PAYMENT_MEMBERS_CONSUMER,
      handle: (event, manager) => this.apply(event, manager),
    });
  }

  apply(event: MemberEvent, manager: EntityManager): Promise<void> {
    return applyMemberEvent(event, manager, this.members);
  }
}
