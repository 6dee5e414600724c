import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataRequestEventData, DomainEvent, eventFamily, MembershipEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { requesterLabel, type InboxEntry } from './inbox-items';
import { MemberRequestNotices } from './member-request-notices';
import { NoticesRepository } from './notices.repository';

type DataRequestEvent = DomainEvent<DataRequestEventData>;

/** Issue 32: a member asked for erasure; the item is about the request, so its closing clears it. */
export function dataRequestInboxEntry(event: DataRequestEvent): InboxEntry | null {
  const { request, member } = event.data ?? {};
  if (!request?.id || !member?.id) return null;
  const due = request.dueBy ? ` Due by ${request.dueBy.slice(0, 10)}.` : '';
  return {
    kind: 'data_request',
    subjectId: request.id,
    title: 'Erasure requested',
    message: `${requesterLabel(member)} asked for erasure of their data.${due}`,
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
    private readonly requests: MemberRequestNotices,
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
    await this.requests.close(manager, {
      kind: 'data_request',
      request: data.request,
      member: data.member,
      doneResolution: 'Completed',
      at: event.occurredAt,
      tell:
        data.request.status === 'declined'
          ? {
              title: 'Your erasure request was declined',
              message: `We did not erase your data. Reason: ${data.request.declineReason ?? ''}`.trim(),
            }
          : null,
      dedupePrefix: 'data-request',
    });
  }
}
