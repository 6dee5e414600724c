import { Inject, Injectable } from '@nestjs/common';
import {
  AdminInvitationEventData,
  CreditNoteIssuedEventData,
  DEFAULT_LANGUAGE,
  DomainEvent,
  EmailChangeRequestedEventData,
  emailMessage,
  EventCancelledEventData,
  isLanguage,
  Language,
  MemberEventData,
  MemberRenewalEventData,
  PasswordLinkEventData,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { formatIndianMoment } from '../common/indian-format';
import { EmailQueue, QueuedEmail } from './email-queue';
import {
  adminInvitationEmail,
  creditNoteEmail,
  emailChangeEmail,
  EmailTemplateName,
  EmailTemplates,
  eventCancelledEmail,
  MailContext,
  memberApprovedEmail,
  memberRejectedEmail,
  membershipRenewedEmail,
  passwordResetEmail,
  passwordSetupEmail,
  paymentReceiptEmail,
  registrationReceivedEmail,
  renewalRequestedEmail,
  RenderedEmail,
  validityOf,
} from './templates';
import { ChannelQueue } from '../messaging/channel-queue';
import { NoticeMembersRepository } from '../notices/notice-members.repository';
import {
  membershipRenewedParameters,
  paymentReceiptParameters,
  templateLanguage,
  WhatsAppTemplates,
} from '../messaging/whatsapp-templates';

export const MAIL_CONTEXT = Symbol('MAIL_CONTEXT');

/**
 * Which domain event becomes which e-mail. Runs inside the consumer's
 * transaction; the e-mail's dedupe key is `<event id>:<template>`, so an event
 * is turned into an e-mail at most once.
 */
@Injectable()
export class EmailEventsService {
  constructor(
    private readonly queue: EmailQueue,
    private readonly logger: JsonLogger,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    private readonly channels: ChannelQueue,
    private readonly members: NoticeMembersRepository,
  ) {}

  /** Only applicants from the public form hear that their application arrived. */
  async memberCreated(event: DomainEvent<MemberEventData>, manager: EntityManager): Promise<void> {
    const member = event.data?.member;
    if (event.data?.source !== 'registration' || !member?.email) return;
    const language = languageOf(member);
    await this.send(
      manager,
      event,
      EmailTemplates.RegistrationReceived,
      member.email,
      nameOf(member, language),
      registrationReceivedEmail(this.ctx, { name: nameOf(member, language), memberId: member.memberId, language }),
    );
  }

  async memberRejected(event: DomainEvent<MemberEventData>, manager: EntityManager): Promise<void> {
    const member = event.data?.member;
    if (!member?.email) return;
    const language = languageOf(member);
    await this.send(
      manager,
      event,
      EmailTemplates.MemberRejected,
      member.email,
      nameOf(member, language),
      memberRejectedEmail(this.ctx, { name: nameOf(member, language), reason: event.data.reason ?? null, language }),
    );
  }

  /** A renewal the admin marked paid: the member hears their new validity. */
  async memberRenewed(event: DomainEvent<MemberRenewalEventData>, manager: EntityManager): Promise<void> {
    const member = event.data?.member;
    const validUntil = event.data?.renewal?.membershipEndDate;
    const language = languageOf(member ?? {});
    // Issue 33: the approved renewal on every channel the member chose (none unless they opted in).
    if (member?.id && validUntil) {
      await this.channels.enqueue(manager, {
        memberId: member.id,
        dedupeKey: `${event.id}:${EmailTemplates.MembershipRenewed}`,
        template: WhatsAppTemplates.MembershipRenewed,
        language: templateLanguage(language),
        parameters: membershipRenewedParameters({ name: nameOf(member), memberCode: member.memberId, validUntil }),
      });
    }
    if (!member?.email || !validUntil) return;
    await this.send(
      manager,
      event,
      EmailTemplates.MembershipRenewed,
      member.email,
      nameOf(member, language),
      membershipRenewedEmail(this.ctx, {
        name: nameOf(member, language),
        memberId: member.memberId,
        validUntil,
        amount: event.data.renewal.amount,
        language,
      }),
    );
  }

  /**
   * Issue 30: a renewal request was recorded (by the member, or by the office for them): the member hears it
   * arrived, the fee, the validity it gives and how to pay. Keyed by the request, so one request gives one e-mail
   * however often its event is delivered.
   */
  async renewalRequested(event: DomainEvent<MemberRenewalEventData>, manager: EntityManager): Promise<void> {
    const member = event.data?.member;
    const renewal = event.data?.renewal;
    if (!member?.email || !renewal?.requestId) return;
    const language = languageOf(member);
    await this.send(
      manager,
      event,
      EmailTemplates.RenewalRequested,
      member.email,
      nameOf(member, language),
      renewalRequestedEmail(this.ctx, {
        name: nameOf(member, language),
        memberId: member.memberId,
        amount: renewal.amount,
        renewsUntil: renewal.renewsUntil ?? null,
        language,
      }),
      { dedupeKey: `${EmailTemplates.RenewalRequested}:${renewal.requestId}` },
    );
  }

  /** After approval: the welcome with the set-up link; on request: just the link. */
  async setupLinkIssued(event: DomainEvent<PasswordLinkEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!this.usable(event, data)) return;
    const language = languageOf(data);
    const name = data.name.trim() || emailMessage(language, 'email.defaultName');
    const validFor = validityOf(data.expiresAt, event.occurredAt, 24, language);
    const approved = data.reason === 'approved';
    await this.send(
      manager,
      event,
      approved ? EmailTemplates.MemberApproved : EmailTemplates.PasswordSetup,
      data.email,
      name,
      approved
        ? memberApprovedEmail(this.ctx, { name, memberId: data.memberId, token: data.token, validFor, language })
        : passwordSetupEmail(this.ctx, { name, token: data.token, validFor, language }),
      { secrets: [data.token] },
    );
  }

  async resetLinkIssued(event: DomainEvent<PasswordLinkEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!this.usable(event, data)) return;
    const language = languageOf(data);
    const name = data.name.trim() || emailMessage(language, 'email.defaultName');
    const validFor = validityOf(data.expiresAt, event.occurredAt, 1, language);
    await this.send(
      manager,
      event,
      EmailTemplates.PasswordReset,
      data.email,
      name,
      passwordResetEmail(this.ctx, { name, token: data.token, validFor, language }),
      { secrets: [data.token] },
    );
  }

  /**
   * An invitation to an admin account (issue 27): who invited, the role and when the link expires, in the inviting
   * admin's language (issue 31). A fresh invitation is a new event with a new link, so each becomes its own e-mail.
   */
  async adminInvitationIssued(event: DomainEvent<AdminInvitationEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.email || !data.token || !data.expiresAt) {
      this.logger.event('error', 'admin invitation event without address or token; no e-mail sent', {
        eventId: event.id,
      });
      return;
    }
    const language = languageOf(data);
    const name = data.name?.trim() || emailMessage(language, 'adminInvitation.defaultName');
    await this.send(
      manager,
      event,
      EmailTemplates.AdminInvitation,
      data.email,
      name,
      adminInvitationEmail(this.ctx, {
        name,
        invitedBy: data.invitedBy ?? '',
        role: data.role,
        email: data.email,
        token: data.token,
        expiresAt: formatIndianMoment(data.expiresAt, language),
        language,
      }),
      { secrets: [data.token] },
    );
  }

  /**
   * A member asked to use another e-mail address: the link that confirms it goes to that new
   * address, once per request (a newer request is a new event with a new link).
   */
  async emailChangeRequested(event: DomainEvent<EmailChangeRequestedEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.email || !data.token || typeof data.name !== 'string') {
      this.logger.event('error', 'e-mail change event without address or token; no e-mail sent', { eventId: event.id });
      return;
    }
    const language = data.memberUuid ? await this.languageOfMember(data.memberUuid, manager) : DEFAULT_LANGUAGE;
    const name = data.name.trim() || emailMessage(language, 'email.defaultName');
    await this.send(
      manager,
      event,
      EmailTemplates.EmailChange,
      data.email,
      name,
      emailChangeEmail(this.ctx, {
        name,
        memberId: data.memberId,
        email: data.email,
        token: data.token,
        validFor: validityOf(data.expiresAt, event.occurredAt, 24, language),
        language,
      }),
      { secrets: [data.token] },
    );
  }

  /**
   * A paid record's receipt, with its PDF attached from object storage. Keyed
   * by receipt number, so a member gets one e-mail per receipt even if the
   * receipt is issued again. Members without an e-mail address get none.
   */
  async receiptIssued(event: DomainEvent<ReceiptIssuedEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    // The e-mail's words follow this service's copy of the member's language (issue 31), as every member e-mail's do.
    const language = data?.memberId ? await this.languageOfMember(data.memberId, manager) : DEFAULT_LANGUAGE;
    // Issue 33: the receipt on every channel the member chose (none unless they opted in), with or without e-mail.
    if (data?.receiptNumber && data.memberId) {
      await this.channels.enqueue(manager, {
        memberId: data.memberId,
        dedupeKey: `${EmailTemplates.PaymentReceipt}:${data.receiptNumber}`,
        template: WhatsAppTemplates.PaymentReceipt,
        language: templateLanguage(language),
        parameters: paymentReceiptParameters({
          name: data.memberName?.trim() || 'Member',
          amount: data.amount,
          scheme: data.scheme,
          period: data.period,
          receiptNumber: data.receiptNumber,
          language,
        }),
      });
    }
    if (!data?.memberEmail) return;
    if (!data.receiptNumber || !data.receiptKey) {
      this.logger.event('error', 'receipt event without receipt number or file; no e-mail sent', {
        eventId: event.id,
        recordId: data.recordId,
      });
      return;
    }
    const name = data.memberName?.trim() || 'Member';
    await this.send(
      manager,
      event,
      EmailTemplates.PaymentReceipt,
      data.memberEmail,
      name,
      paymentReceiptEmail(this.ctx, {
        name,
        memberId: data.memberCode,
        receiptNumber: data.receiptNumber,
        scheme: data.scheme,
        amount: data.amount,
        period: data.period,
        paymentMethod: data.paymentMethod,
        paymentId: data.razorpayPaymentId,
        paidAt: data.paidAt,
        language,
      }),
      {
        dedupeKey: `${EmailTemplates.PaymentReceipt}:${data.receiptNumber}`,
        attachments: [
          {
            key: data.receiptKey,
            fileName: data.receiptFileName || `${data.receiptNumber}.pdf`,
            contentType: 'application/pdf',
          },
        ],
      },
    );
  }

  /**
   * A processed refund's credit note, with its PDF attached. Keyed by credit note number, so a member gets one
   * e-mail per credit note even if it is issued again. Members without an e-mail address get none.
   */
  async creditNoteIssued(event: DomainEvent<CreditNoteIssuedEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.memberEmail) return;
    if (!data.creditNoteNumber || !data.creditNoteKey) {
      this.logger.event('error', 'credit note event without number or file; no e-mail sent', {
        eventId: event.id,
        refundId: data.refundId,
      });
      return;
    }
    const language = data.memberId ? await this.languageOfMember(data.memberId, manager) : DEFAULT_LANGUAGE;
    const name = data.memberName?.trim() || emailMessage(language, 'email.defaultName');
    await this.send(
      manager,
      event,
      EmailTemplates.CreditNote,
      data.memberEmail,
      name,
      creditNoteEmail(this.ctx, {
        name,
        memberId: data.memberCode,
        creditNoteNumber: data.creditNoteNumber,
        receiptNumber: data.receiptNumber,
        scheme: data.scheme,
        amount: data.amount,
        method: data.method,
        reason: data.reason,
        reopenedMonths: data.reopenedMonths ?? [],
        refundedAt: data.refundedAt,
        language,
      }),
      {
        dedupeKey: `${EmailTemplates.CreditNote}:${data.creditNoteNumber}`,
        attachments: [
          {
            key: data.creditNoteKey,
            fileName: data.creditNoteFileName || `${data.creditNoteNumber}.pdf`,
            contentType: 'application/pdf',
          },
        ],
      },
    );
  }

  /**
   * A cancelled event: each member who had signed up and has an e-mail
   * address hears it once (keyed by event id and member); the rest are skipped.
   */
  async eventCancelled(event: DomainEvent<EventCancelledEventData>, manager: EntityManager): Promise<void> {
    const cancelled = event.data?.event;
    if (!cancelled?.title || !cancelled.eventDate) {
      this.logger.event('error', 'event cancellation without title or date; no e-mails sent', { eventId: event.id });
      return;
    }
    for (const attendee of event.data.attendees ?? []) {
      const address = attendee.email?.trim();
      if (!address || !attendee.memberId) continue;
      const language = await this.languageOfMember(attendee.memberId, manager);
      const name = attendee.name?.trim() || emailMessage(language, 'email.defaultName');
      await this.send(
        manager,
        event,
        EmailTemplates.EventCancelled,
        address,
        name,
        eventCancelledEmail(this.ctx, {
          name,
          title: cancelled.title,
          eventDate: cancelled.eventDate,
          location: cancelled.location,
          language,
        }),
        { dedupeKey: `${event.id}:${EmailTemplates.EventCancelled}:${attendee.memberId}` },
      );
    }
  }

  /** The member's language as this service's copy of them has it; English for a member it has not heard of. */
  private async languageOfMember(memberId: string, manager: EntityManager): Promise<Language> {
    return (await this.members.find(memberId, manager))?.language ?? DEFAULT_LANGUAGE;
  }

  /**
   * An event missing what its e-mail needs is logged and skipped: redelivering
   * it for ever would not make it complete.
   */
  private usable(
    event: DomainEvent<PasswordLinkEventData>,
    data: PasswordLinkEventData | undefined,
  ): data is PasswordLinkEventData {
    if (data?.email && data.token && typeof data.name === 'string') return true;
    this.logger.event('error', 'password link event without e-mail or token; no e-mail sent', {
      eventId: event.id,
      type: event.type,
    });
    return false;
  }

  private async send(
    manager: EntityManager,
    event: DomainEvent,
    template: EmailTemplateName,
    recipient: string,
    name: string,
    content: RenderedEmail,
    extra: Pick<QueuedEmail, 'secrets' | 'attachments'> & { dedupeKey?: string } = {},
  ): Promise<void> {
    await this.queue.enqueue(manager, {
      dedupeKey: extra.dedupeKey ?? `${event.id}:${template}`,
      to: { address: recipient, name },
      template,
      content,
      secrets: extra.secrets,
      attachments: extra.attachments,
    });
  }
}

function nameOf(member: { firstName?: string; lastName?: string }, language: Language = DEFAULT_LANGUAGE): string {
  return `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || emailMessage(language, 'email.defaultName');
}

/** The language an event says the member reads (issue 31); events from before it was carried are English. */
function languageOf(carrier: { language?: unknown }): Language {
  return isLanguage(carrier.language) ? carrier.language : DEFAULT_LANGUAGE;
}
