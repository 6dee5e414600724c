import { Injectable, OnModuleInit } from '@nestjs/common';
import { ContentEvents, IdentityEvents, MembershipEvents, PaymentsEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EmailEventsService } from './email-events.service';

/**
 * The durable consumers behind e-mail, one per event type (NATS 2.9 allows one
 * filter subject per consumer). Each acknowledges only after the e-mail row is
 * committed, so an event that arrives while this service is down is handled
 * when it comes back.
 */
@Injectable()
export class EmailEventsConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly emails: EmailEventsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-email-member-created',
      filter: MembershipEvents.MemberCreated,
      handle: (event, manager) => this.emails.memberCreated(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-member-rejected',
      filter: MembershipEvents.MemberRejected,
      handle: (event, manager) => this.emails.memberRejected(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-member-renewed',
      filter: MembershipEvents.MemberRenewed,
      handle: (event, manager) => this.emails.memberRenewed(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-renewal-requested',
      filter: MembershipEvents.RenewalRequested,
      handle: (event, manager) => this.emails.renewalRequested(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-setup-link',
      filter: IdentityEvents.SetupLinkIssued,
      handle: (event, manager) => this.emails.setupLinkIssued(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-reset-link',
      filter: IdentityEvents.ResetLinkIssued,
      handle: (event, manager) => this.emails.resetLinkIssued(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-admin-invitation',
      filter: IdentityEvents.AdminInvitationIssued,
      handle: (event, manager) => this.emails.adminInvitationIssued(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-payment-receipt',
      filter: PaymentsEvents.ReceiptIssued,
      handle: (event, manager) => this.emails.receiptIssued(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-credit-note',
      filter: PaymentsEvents.CreditNoteIssued,
      handle: (event, manager) => this.emails.creditNoteIssued(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-event-cancelled',
      filter: ContentEvents.EventCancelled,
      handle: (event, manager) => this.emails.eventCancelled(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-email-change',
      filter: MembershipEvents.EmailChangeRequested,
      handle: (event, manager) => this.emails.emailChangeRequested(event, manager),
    });
  }
}
