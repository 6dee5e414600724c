import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  CorrectionFieldLabels,
  CorrectionRequestEventData,
  DomainEvent,
  eventFamily,
  MembershipEvents,
} from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { requesterLabel, type InboxEntry } from './inbox-items';
import { MemberRequestNotices } from './member-request-notices';
import { NoticesRepository } from './notices.repository';

type CorrectionEvent = DomainEvent<CorrectionRequestEventData>;

const fieldLabel = (data: CorrectionRequestEventData) =>
  CorrectionFieldLabels[data.request.field] ?? data.request.field;

/** Issue 32: a member asked for a correction; the item is about the request, so its closing clears it. */
export function correctionInboxEntry(event: CorrectionEvent): InboxEntry | null {
  const { request, member } = event.data ?? {};
  if (!request?.id || !member?.id) return null;
  return {
    kind: 'correction_request',
    subjectId: request.id,
    title: 'Correction requested',
    message: `${requesterLabel(member)} asked to correct their ${fieldLabel(event.data).toLowerCase()}.`,
    link: `/members/${member.id}`,
  };
}

/** What the member reads in the portal (and by e-mail) once their request is closed. */
export function correctionClosedText(data: CorrectionRequestEventData): { title: string; message: string } {
  const label = fieldLabel(data);
  if (data.request.status === 'declined') {
    return {
      title: 'Your correction request was declined',
      message: `We did not change your ${label.toLowerCase()}. Reason: ${data.request.declineReason ?? ''}`.trim(),
    };
  }
  return {
    title: 'Your correction was made',
    message: `Your ${label.toLowerCase()} has been corrected on your record.`,
  };
}

/**
 * Correction requests in notifications (issue 32): a request becomes an admin inbox item; its closing (done by the
 * admin's edit, or declined) resolves that item and tells the member in the portal and by e-mail, once per event.
 */
@Injectable()
export class CorrectionNotices implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notices: NoticesRepository,
    private readonly requests: MemberRequestNotices,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-corrections',
      filter: eventFamily(MembershipEvents.CorrectionRequested),
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  async handle(event: CorrectionEvent, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.request?.id || !data.member?.id) return;
    if (event.type === MembershipEvents.CorrectionRequested) {
      const entry = correctionInboxEntry(event);
      if (entry)
        await this.notices.addInboxItem(manager, { eventId: event.id, occurredAt: event.occurredAt, ...entry });
      return;
    }
    if (event.type !== MembershipEvents.CorrectionClosed) return;
    await this.requests.close(manager, {
      kind: 'correction_request',
      request: data.request,
      member: data.member,
      doneResolution: 'Corrected',
      at: event.occurredAt,
      tell: correctionClosedText(data),
      dedupePrefix: 'correction',
    });
  }
}
