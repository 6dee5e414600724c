import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  EventOf,
  IdentityEvents,
  IdentityMessages,
  PasswordFlowAnswer,
  ResetLinkRequestedEventData,
} from '@portal/contracts';
import { AuditActor, currentActor, EventConsumers, OutboxWriter, runAsActor } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PasswordLinksService } from './password-links.service';

/** Identity's own consumer of forgot-password requests. */
export const RESET_LINK_REQUESTS_CONSUMER = {
  durable: 'identity-reset-link-requests',
  filter: IdentityEvents.ResetLinkRequested,
};

/**
 * Forgot-password in two steps, so that the answer takes as long whether or not an account matches
 * (DESIGN.md §7): answering only records the request in the outbox, the same work for everyone;
 * identity's consumer of that event then looks the account up and, for a real one, issues the reset
 * link, whose own event e-mails it.
 */
@Injectable()
export class ResetLinkRequests implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly consumers: EventConsumers,
    private readonly links: PasswordLinksService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({ ...RESET_LINK_REQUESTS_CONSUMER, handle: (event) => this.fulfil(event) });
  }

  async request(loginId: string): Promise<PasswordFlowAnswer> {
    await this.dataSource.transaction((manager) =>
      this.outbox.add(manager, IdentityEvents.ResetLinkRequested, { loginId, requestedBy: currentActor() }),
    );
    return { success: true, message: IdentityMessages.ResetLinkSent };
  }

  /**
   * E-mails a reset link when an account matches what was typed; nothing otherwise. It finishes the caller's
   * request, so the link's audit row names the caller (as the request recorded them), not the consumer.
   */
  async fulfil(event: EventOf<typeof IdentityEvents.ResetLinkRequested>): Promise<void> {
    await runAsActor(requester(event.data.requestedBy), () => this.links.forgotPassword(event.data.loginId));
  }
}

const ACTOR_TYPES: ReadonlyArray<AuditActor['type']> = ['admin', 'member', 'public', 'system'];

/** The caller a recorded request names; a public caller when it names none (recorded before it did). */
function requester(recorded: ResetLinkRequestedEventData['requestedBy']): AuditActor {
  const type = ACTOR_TYPES.find((t) => t === recorded?.type) ?? 'public';
  return {
    type,
    id: recorded && type !== 'public' ? recorded.id : null,
    role: recorded && type === 'admin' ? recorded.role : null,
    ip: recorded?.ip ?? null,
    correlationId: recorded?.correlationId ?? null,
  };
}
