import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MembershipEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { MemberCredentialsProjection } from './member-credentials.projection';

/** One durable consumer for every membership.member.* event, so they are applied in stream order. */
export const MEMBER_EVENTS_CONSUMER = {
  durable: 'identity-member-credentials',
  // membership.member.* (derived from the contract, never typed out).
  filter: MembershipEvents.MemberCreated.replace(/[^.]+$/, '*'),
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
