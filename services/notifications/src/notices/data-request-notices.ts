import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataRequestEventData, DomainEvent, eventFamily, MembershipEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { MAIL_CONTEXT } from '../email/email-events.service';
import { EmailTemplates, MailContext, notificationEmail } from '../email/templates';
import type { InboxEntry } from './inbox-items';
import { NoticesRepository } from './notices.repository';
import { NoticesService } from './notices.service';

type DataRequestEvent = DomainEvent<DataRequestEventData>;

/** Issue 32: a member asked for erasure; the item is about the request, so its closing clears it. */
export function dataRequestInboxEntry(event: DataRequestEvent): InboxEntry | null {
  const { request, member } = event.data ?? {};
  if (!request?.id || !member?.id) return null;
  const who = `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'A member';
  const code = member.memberId ? ` (${member.memberId})` : '';
  const due = request.dueBy ? ` Due by ${request.dueBy.slice(0, 10)}.` : '';
  return {
    kind: 'data_request',
    subjectId: request.id,
    title: 'Erasure requested',
    message: `${who}${code} asked for erasure of their data.${due}`,
    link: `/members/${member.id}`,
  };
}

/**
 * Erasure requests in notifications (issue 32): a request becomes an admin inbox item; its closing resolves it. A
 * declined request tells the member in the portal and by e-mail; a completed one tells no one (there is no one left
 * to tell, and the erasure removes the item).
 */
@Injectable()
export class DataRequestNotices implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notices: NoticesRepository,
    private readonly service: NoticesService,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-data-requests',
      filter: eventFamily(MembershipEvents.DataRequestRequested),
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  async handle(event: DataRequestEvent & { type: string }, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.request?.id || !data.member?.id) return;
    if (event.type === MembershipEvents.DataRequestRequested) {
      const entry = dataRequestInboxEntry(event);
      if (entry)
        await this.notices.addInboxItem(manager, { eventId: event.id, occurredAt: event.occurredAt, ...entry });
      return;
    }
    if (event.type !== MembershipEvents.DataRequestClosed) return;
    const declined = data.request.status === 'declined';
    await this.notices.resolveInboxItems(manager, {
      kinds: ['data_request'],
      subjectId: data.request.id,
      resolution: declined ? `Declined: ${(data.request.declineReason ?? '').slice(0, 200)}` : 'Completed',
      at: event.occurredAt,
    });
    if (!declined) return;
    const member = data.member;
    const name = `${member.firstName} ${member.lastName}`.trim();
    const text = {
      title: 'Your erasure request was declined',
      message: `We did not erase your data. Reason: ${data.request.declineReason ?? ''}`.trim(),
    };
    await this.service.deliver(manager, {
      notification: {
        ...text,
        type: 'general',
        audience: 'member',
        audienceValue: member.id,
        audienceLabel: `${name} (${member.memberId})`,
        email: true,
        sentBy: null,
        dedupeKey: `data-request:${data.request.id}:${data.request.status}`,
      },
      recipients: [{ id: member.id, memberCode: member.memberId, name, email: member.email }],
      email: {
        template: EmailTemplates.Notification,
        render: (m) => notificationEmail(this.ctx, { name: m.name, title: text.title, message: text.message }),
      },
    });
  }
}
