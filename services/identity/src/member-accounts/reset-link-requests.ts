import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventOf, IdentityEvents, IdentityMessages, PasswordFlowAnswer } from '@portal/contracts';
import { EventConsumers, OutboxWriter } from '@portal/platform';
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
      this.outbox.add(manager, IdentityEvents.ResetLinkRequested, { loginId }),
    );
    return { success: true, message: IdentityMessages.ResetLinkSent };
  }

  /** E-mails a reset link when an account matches what was typed; nothing otherwise. */
  async fulfil(event: EventOf<typeof IdentityEvents.ResetLinkRequested>): Promise<void> {
    await this.links.forgotPassword(event.data.loginId);
  }
}
