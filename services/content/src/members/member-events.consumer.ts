import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { applyMemberEvent, EventConsumers, MEMBER_EVENTS_FILTER, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { ContentMembersRepository } from './content-members.repository';

export const CONTENT_MEMBERS_CONSUMER = { durable: 'content-members', filter: MEMBER_EVENTS_FILTER };

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

  apply(event: MemberEvent, manager: EntityManager): Promise<void> {
    return applyMemberEvent(event, manager, this.members);
  }
}
