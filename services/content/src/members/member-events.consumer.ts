import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DomainEvent, MemberEventData, MembershipEvents, MembersImportedEventData } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { ContentMembersRepository } from './content-members.repository';

/** One durable consumer for every membership.member.* event, so they are applied in stream order. */
export const CONTENT_MEMBERS_CONSUMER = {
  durable: 'content-members',
  filter: MembershipEvents.MemberCreated.replace(/[^.]+$/, '*'),
};

/** Keeps content_members in step with membership: created, updated, imported, approved, renewed, deleted. */
@Injectable()
export class MemberEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: ContentMembersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...CONTENT_MEMBERS_CONSUMER,
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
