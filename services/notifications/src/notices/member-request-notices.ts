import { Inject, Injectable } from '@nestjs/common';
import { type CorrectionRequestEventData, DEFAULT_LANGUAGE } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import { MAIL_CONTEXT } from '../email/email-events.service';
import { EmailTemplates, MailContext, notificationEmail } from '../email/templates';
import type { InboxEntry } from './inbox-items';
import { NoticesRepository } from './notices.repository';
import { NoticesService } from './notices.service';

/** The member a request event names (corrections and erasures carry the same snapshot). */
export type RequestMember = CorrectionRequestEventData['member'];

/** What closed a member's request: the inbox item it settles and, when there is something to say, the member's notice. */
export interface RequestClosing {
  kind: Extract<InboxEntry['kind'], 'correction_request' | 'data_request'>;
  request: { id: string; status: string; declineReason: string | null };
  member: RequestMember;
  /** The inbox item's resolution when the request was not declined ('Corrected', 'Completed'). */
  doneResolution: string;
  at: string;
  /** What the member reads in the portal and by e-mail; null tells no one. */
  tell: { title: string; message: string } | null;
  /** Delivered once per request and status under this prefix. */
  dedupePrefix: string;
}

/**
 * The closing of a member's request (issue 32: corrections and erasures): the admin's inbox item is resolved (a
 * decline keeps its reason) and the member is told in the portal and by e-mail, once per request and status.
 */
@Injectable()
export class MemberRequestNotices {
  constructor(
    private readonly notices: NoticesRepository,
    private readonly service: NoticesService,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async close(manager: EntityManager, closing: RequestClosing): Promise<void> {
    const { request, member, tell } = closing;
    const declined = request.status === 'declined';
    await this.notices.resolveInboxItems(manager, {
      kinds: [closing.kind],
      subjectId: request.id,
      resolution: declined ? `Declined: ${(request.declineReason ?? '').slice(0, 200)}` : closing.doneResolution,
      at: closing.at,
    });
    if (!tell) return;
    const name = `${member.firstName} ${member.lastName}`.trim();
    await this.service.deliver(manager, {
      notification: {
        ...tell,
        type: 'general',
        audience: 'member',
        audienceValue: member.id,
        audienceLabel: `${name} (${member.memberId})`,
        email: true,
        sentBy: null,
        dedupeKey: `${closing.dedupePrefix}:${request.id}:${request.status}`,
      },
      // The request's words are English so far (issue 31): the e-mail around them is too.
      recipients: [
        { id: member.id, memberCode: member.memberId, name, email: member.email, language: DEFAULT_LANGUAGE },
      ],
      email: {
        template: EmailTemplates.Notification,
        render: (m) => notificationEmail(this.ctx, { name: m.name, title: tell.title, message: tell.message }),
      },
    });
  }
}
