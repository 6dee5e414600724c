import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MembershipEvents } from '@portal/contracts';
import { applyMemberEvent, EventConsumers, MEMBER_EVENTS_FILTER, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { FeeRecords } from '../fees/renewal-fees';
import { PaymentMembersRepository } from './payment-members.repository';

export const PAYMENT_MEMBERS_CONSUMER = { durable: 'payments-members', filter: MEMBER_EVENTS_FILTER };

/**
 * Keeps payment_members in step with membership: created, updated, imported, approved, renewed, deleted. A renewal
 * (and an approval whose joining fee was paid) also records its fee (after the member's copy, in stream order and in the same transaction).
 */
@Injectable()
export class MemberEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: PaymentMembersRepository,
    private readonly fees: FeeRecords,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...PAYMENT_MEMBERS_CONSUMER,
      handle: (event, manager) => this.apply(event, manager),
    });
  }

  async apply(event: MemberEvent, manager: EntityManager): Promise<void> {
    await applyMemberEvent(event, manager, this.members);
    if (event.type === MembershipEvents.MemberRenewed) {
      await this.fees.recordRenewal(manager, event.data, event.occurredAt);
    } else if (event.type === MembershipEvents.MemberApproved) {
      await this.fees.recordJoining(manager, event.data, event.occurredAt);
    }
  }
}
