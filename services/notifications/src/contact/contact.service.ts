import { Inject, Injectable } from '@nestjs/common';
import { CONTACT_MESSAGE_THANKS, SendContactMessageAnswer, SendContactMessageRpcRequest } from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NotificationsConfig } from '../config';
import { EmailQueue } from '../email/email-queue';
import { MAIL_CONTEXT } from '../email/email-events.service';
import { contactConfirmationEmail, contactMessageEmail, EmailTemplates, MailContext } from '../email/templates';

/**
 * The contact form: the message goes to the support address with Reply-To set
 * to the visitor, and the visitor gets a short confirmation in the language they wrote in. Both are queued in
 * one transaction, so the answer "thank you" means both will be sent.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: EmailQueue,
    private readonly config: NotificationsConfig,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    private readonly audit: AuditTrail,
  ) {}

  async send(request: SendContactMessageRpcRequest): Promise<SendContactMessageAnswer> {
    const visitor = { address: request.email.trim(), name: request.name.trim() };
    const message = {
      name: visitor.name,
      email: visitor.address,
      subject: request.subject.trim(),
      message: request.message.trim(),
    };
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await this.queue.enqueue(manager, {
        dedupeKey: `contact:${id}:${EmailTemplates.ContactMessage}`,
        to: { address: this.config.SUPPORT_EMAIL, name: this.ctx.associationName },
        replyTo: visitor,
        template: EmailTemplates.ContactMessage,
        content: contactMessageEmail(this.ctx, message),
      });
      await this.queue.enqueue(manager, {
        dedupeKey: `contact:${id}:${EmailTemplates.ContactConfirmation}`,
        to: visitor,
        template: EmailTemplates.ContactConfirmation,
        content: contactConfirmationEmail(this.ctx, { name: visitor.name, language: request.language }),
      });
      await this.audit.record(manager, {
        action: 'contact-message.sent',
        entity: 'contact-message',
        entityId: id,
        after: { name: message.name, email: message.email, subject: message.subject },
      });
    });
    return { success: true, message: CONTACT_MESSAGE_THANKS };
  }
}
