import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, MEMBER_EVENTS_FILTER } from '@portal/platform';
import { MemberCredentialsProjection } from './member-credentials.projection';

/** One durable consumer for every membership.member.* event, so they are applied in stream order. */
export const MEMBER_EVENTS_CONSUMER = {
  durable: 'identity-member-credentials',
  filter: MEMBER_EVENTS_FILTER,
};

@Injectable()
export class MemberEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly projection: MemberCredentialsProjection,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...MEMBER_EVENTS_CONSUMER,
      handle: (event, manager) => this.projection.apply(event, manager),
    });
  }
}
