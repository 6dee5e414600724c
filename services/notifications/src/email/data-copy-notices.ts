import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  DataCopyReadyEventData,
  DEFAULT_LANGUAGE,
  DomainEvent,
  emailMessage,
  Language,
  MembershipEvents,
} from '@portal/contracts';
import { EventConsumers, JsonLogger } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { MAIL_CONTEXT } from './email-events.service';
import { NoticeMembersRepository } from '../notices/notice-members.repository';
import { EmailQueue } from './email-queue';
import { EmailTemplates, MailContext } from './templates';
import { dataCopyReadyEmail } from './templates/data-copy-ready.template';

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  kn: new Intl.DateTimeFormat('kn-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

/** "5 December 2026" (5 ಡಿಸೆಂಬರ್ 2026 in Kannada), in India. */
const dayInIndia = (iso: string, language: Language) => dayFormats[language].format(new Date(iso));

/**
 * Issue 32: when membership announces a member's copy of their data ready, the member is e-mailed once (its event
 * id) that it can be downloaded from Profile Settings, and until when. A member without an address gets none.
 */
@Injectable()
export class DataCopyNotices implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly queue: EmailQueue,
    private readonly logger: JsonLogger,
    private readonly members: NoticeMembersRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-email-data-copy',
      filter: MembershipEvents.DataCopyReady,
      handle: (event, manager) => this.ready(event, manager),
    });
  }

  async ready(event: DomainEvent<DataCopyReadyEventData>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (!data?.email) {
      this.logger.event('info', 'data copy ready for a member without an e-mail address; none sent', {
        eventId: event.id,
      });
      return;
    }
    // Membership's event does not carry the member's language; this service's copy of the member does (issue 31).
    const language = (await this.members.find(data.memberId, manager))?.language ?? DEFAULT_LANGUAGE;
    const name = data.name?.trim() || emailMessage(language, 'email.defaultName');
    await this.queue.enqueue(manager, {
      dedupeKey: `${event.id}:${EmailTemplates.DataCopyReady}`,
      to: { address: data.email, name },
      template: EmailTemplates.DataCopyReady,
      content: dataCopyReadyEmail(this.ctx, {
        name,
        memberId: data.memberCode,
        until: dayInIndia(data.expiresAt, language),
        link: data.link,
        language,
      }),
    });
  }
}
