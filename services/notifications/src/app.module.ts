import { DynamicModule, Module } from '@nestjs/common';
import { MemberDataModule } from './member-data/member-data.module';
import { JsonLogger, ObjectStorageModule, PlatformModule } from '@portal/platform';
import { NotificationsConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { EmailModule } from './email/email.module';
import { CreateEmailMessages1763700040000 } from './migrations/1763700040000-CreateEmailMessages';
import { CreateActivityItems1763700041000 } from './migrations/1763700041000-CreateActivityItems';
import { AddEmailAttachments1763700042000 } from './migrations/1763700042000-AddEmailAttachments';
import { ActivityModule } from './activity/activity.module';
import { CreateNotifications1763700110000 } from './migrations/1763700110000-CreateNotifications';
import { NoticeMembersValidThrough1764180002000 } from './migrations/1764180002000-NoticeMembersValidThrough';
import { NoticeMembersLanguage1764800330000 } from './migrations/1764800330000-NoticeMembersLanguage';
import { InboxResolution1764500029000 } from './migrations/1764500029000-InboxResolution';
import { CreateMessageChannels1764600033000 } from './migrations/1764600033000-CreateMessageChannels';
import { MessagingModule } from './messaging/messaging.module';
import { NoticesModule } from './notices/notices.module';

@Module({})
export class NotificationsAppModule {
  static register(config: NotificationsConfig, logger: JsonLogger): DynamicModule {
    const messaging = MessagingModule.register(config);
    const email = EmailModule.register(config, messaging);
    return {
      module: NotificationsAppModule,
      imports: [
        MemberDataModule,
        PlatformModule.forService({
          service: 'notifications',
          config,
          logger,
          entities: [],
          migrations: [
            CreateEmailMessages1763700040000,
            CreateActivityItems1763700041000,
            AddEmailAttachments1763700042000,
            CreateNotifications1763700110000,
            NoticeMembersValidThrough1764180002000,
            InboxResolution1764500029000,
            CreateMessageChannels1764600033000,
            NoticeMembersLanguage1764800330000,
          ],
        }),
        ObjectStorageModule.register(config),
        email,
        ContactModule.register(email),
        ActivityModule,
        messaging,
        NoticesModule.register(email, messaging),
      ],
    };
  }
}
