import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DomainEvent, MemberEventData, MembershipEvents, MembersImportedEventData } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { PaymentMembersRepository } from './payment-members.repository';

/** One durable consumer for every membership.member.* event, so they are applied in stream order. */
export const PAYMENT_MEMBERS_CONSUMER = {
  durable: 'payments-members',
  filter: MembershipEvents.MemberCreated.replace(/[^.]+$/, '*'),
};

/** Keeps payment_members in step with membership: created, updated, imported, approved, rejected, deleted. */
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

  async apply(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (event.type === MembershipEvents.MembersImported) {
      for (const member of (event.data as MembersImportedEventData).members) await this.members.upsert(manager, member);
      return;
    }
    const { member } = event.data as MemberEventData;
    if (!member?.id) return;
    if (event.type === MembershipEvents.MemberDeleted) {
      await this.members.markDeleted(manager, member.id);
      return;
    }
    await this.members.upsert(manager, member);
  }
}
