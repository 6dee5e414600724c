import { Inject, Injectable } from '@nestjs/common';
import {
  AdminNewDeviceEventData,
  AdminTwoFactorChangedEventData,
  DEFAULT_LANGUAGE,
  DomainEvent,
  EmailChangedEventData,
  emailMessage,
  isLanguage,
  Language,
  PasswordChangedEventData,
} from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { formatIndianMoment as when } from '../common/indian-format';
import { NoticeMembersRepository } from '../notices/notice-members.repository';
import { MAIL_CONTEXT } from './email-events.service';
import { EmailQueue } from './email-queue';
import {
  adminNewDeviceEmail,
  adminTwoFactorChangedEmail,
  emailChangedEmail,
  EmailTemplateName,
  EmailTemplates,
  MailContext,
  passwordChangedEmail,
  RenderedEmail,
  validityOf,
} from './templates';

/** "168 hours" reads as "7 days" (the restore link lives for days, not hours). */
function daysOf(hours: string, language: Language): string {
  const count = Number.parseInt(hours, 10);
  if (!Number.isFinite(count) || count % 24 !== 0 || count < 48) return hours;
  return emailMessage(language, 'email.validFor.days', { count: count / 24 });
}

/** The language identity's event says the account reads (issue 31); events from before it was carried: English. */
const languageOf = (data: { language?: unknown }): Language =>
  isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE;

/**
 * Who reset an admin's second factor, '' when identity knew neither their name nor their e-mail (the e-mail then
 * says it in its own language: the template's twoFactor.someAdministrator). Identity sent the English words below
 * for an unknown actor before; events written then may still be in its outbox, so they still mean "not known".
 */
const UNNAMED_ADMINISTRATOR = 'An administrator';
const knownAdministrator = (resetBy: string) => (resetBy.trim() === UNNAMED_ADMINISTRATOR ? '' : resetBy);

/**
 * Security notices (issue 27): a password changed or reset, an e-mail address changed (to the OLD address,
 * with the link that restores it), an admin signed in from a new device, an admin's two-factor sign-in turned on or off. Each runs in its consumer's
 * transaction and is keyed `<event id>:<template>`, so an event becomes one e-mail however often it arrives.
 */
@Injectable()
export class SecurityNoticesService {
  constructor(
    private readonly queue: EmailQueue,
    private readonly logger: JsonLogger,
    private readonly members: NoticeMembersRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async passwordChanged(event: DomainEvent<PasswordChangedEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.email) return this.unusable(event);
    const language = languageOf(data);
    const name =
      data.name?.trim() ||
      emailMessage(language, data.userType === 'admin' ? 'email.defaultAdminName' : 'email.defaultName');
    const content = passwordChangedEmail(this.ctx, {
      name,
      how: data.how,
      userType: data.userType,
      at: when(event.occurredAt, language),
      language,
    });
    await this.send(manager, event, EmailTemplates.PasswordChanged, data.email, name, content);
  }

  async emailChanged(event: DomainEvent<EmailChangedEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.oldEmail || !data.token) return this.unusable(event);
    // Membership's event does not carry the member's language; this service's copy of the member does.
    const member = data.memberUuid ? await this.members.find(data.memberUuid, manager) : null;
    const language = member?.language ?? DEFAULT_LANGUAGE;
    const name = data.name?.trim() || emailMessage(language, 'email.defaultName');
    const content = emailChangedEmail(this.ctx, {
      name,
      memberId: data.memberId,
      oldEmail: data.oldEmail,
      newEmail: data.newEmail,
      changedBy: data.changedBy,
      token: data.token,
      validFor: daysOf(validityOf(data.expiresAt, event.occurredAt, 7 * 24, language), language),
      language,
    });
    await this.send(manager, event, EmailTemplates.EmailChanged, data.oldEmail, name, content, [data.token]);
  }

  async adminNewDevice(event: DomainEvent<AdminNewDeviceEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.email) return this.unusable(event);
    const language = languageOf(data);
    const name = data.name?.trim() || emailMessage(language, 'email.defaultAdminName');
    const content = adminNewDeviceEmail(this.ctx, {
      name,
      at: when(data.signedInAt ?? event.occurredAt, language),
      ipAddress: data.ipAddress,
      browser: data.userAgent,
      language,
    });
    await this.send(manager, event, EmailTemplates.AdminNewDevice, data.email, name, content);
  }

  async adminTwoFactorChanged(
    event: DomainEvent<AdminTwoFactorChangedEventData>,
    manager: EntityManager,
  ): Promise<void> {
    const data = event.data;
    if (!data?.email) return this.unusable(event);
    const language = languageOf(data);
    const name = data.name?.trim() || emailMessage(language, 'email.defaultAdminName');
    const content = adminTwoFactorChangedEmail(this.ctx, {
      name,
      enabled: data.enabled,
      at: when(event.occurredAt, language),
      language,
      ...(typeof data.resetBy === 'string' ? { resetBy: knownAdministrator(data.resetBy) } : {}),
    });
    await this.send(manager, event, EmailTemplates.AdminTwoFactorChanged, data.email, name, content);
  }

  private unusable(event: DomainEvent): void {
    this.logger.event('error', 'security notice event without an address; no e-mail sent', {
      eventId: event.id,
      type: event.type,
    });
  }

  private async send(
    manager: EntityManager,
    event: DomainEvent,
    template: EmailTemplateName,
    recipient: string,
    name: string,
    content: RenderedEmail,
    secrets?: string[],
  ): Promise<void> {
    await this.queue.enqueue(manager, {
      dedupeKey: `${event.id}:${template}`,
      to: { address: recipient, name },
      template,
      content,
      secrets,
    });
  }
}
