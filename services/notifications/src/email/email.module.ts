import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, ObjectStorage } from '@portal/platform';
import { DataSource } from 'typeorm';
import { NotificationsConfig } from '../config';
import { StoredAttachments } from './email-attachments';
import { DataCopyNotices } from './data-copy-notices';
import { EmailEventsConsumer } from './email-events.consumer';
import { EmailEventsService, MAIL_CONTEXT } from './email-events.service';
import { EmailMessagesRepository } from './email-messages.repository';
import { EmailQueue } from './email-queue';
import { EmailQueueMetrics } from './email-queue-metrics';
import { EmailSender } from './email-sender';
import { SecurityNoticesConsumer } from './security-notices.consumer';
import { SecurityNoticesService } from './security-notices.service';
import { MAIL_TRANSPORT, MailTransport, smtpTransport } from './mail-transport';
import { MailContext } from './templates';
import { NoticeMembersRepository } from '../notices/notice-members.repository';

export function mailContextOf(config: NotificationsConfig): MailContext {
  return { associationName: config.ASSOCIATION_NAME, supportEmail: config.SUPPORT_EMAIL, publicUrl: config.PUBLIC_URL };
}

/** All e-mail: templates, the delivery log (queue) and its sender, and the events that become e-mails. */
@Module({})
export class EmailModule {
  /** Takes the app's MessagingModule instance: receipts go by the member's chosen channels too (issue 33). */
  static register(config: NotificationsConfig, messaging: DynamicModule): DynamicModule {
    return {
      module: EmailModule,
      imports: [messaging],
      providers: [
        { provide: NotificationsConfig, useValue: config },
        { provide: MAIL_CONTEXT, useValue: mailContextOf(config) },
        { provide: MAIL_TRANSPORT, useFactory: () => smtpTransport(config.SMTP_URL) },
        {
          provide: EmailSender,
          inject: [DataSource, EmailMessagesRepository, MAIL_TRANSPORT, ObjectStorage, JsonLogger],
          useFactory: (
            dataSource: DataSource,
            messages: EmailMessagesRepository,
            transport: MailTransport,
            storage: ObjectStorage,
            logger: JsonLogger,
          ) =>
            new EmailSender(dataSource, messages, transport, new StoredAttachments(storage), logger, {
              databaseUrl: config.DATABASE_URL,
              from: config.MAIL_FROM,
            }),
        },
        EmailMessagesRepository,
        // The member's language for e-mails whose event does not carry it (a receipt: payments does not know it).
        NoticeMembersRepository,
        EmailQueue,
        EmailQueueMetrics,
        EmailEventsService,
        EmailEventsConsumer,
        DataCopyNotices,
        SecurityNoticesService,
        SecurityNoticesConsumer,
      ],
      exports: [EmailQueue, MAIL_CONTEXT, NotificationsConfig],
    };
  }
}
