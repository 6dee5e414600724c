import { DynamicModule, Module } from '@nestjs/common';
import { CorrectionNotices } from './correction-notices';
import { DataRequestNotices } from './data-request-notices';
import { MemberErasureConsumer } from './member-erasure.consumer';
import { MemberRequestNotices } from './member-request-notices';
import { MemberErasureRepository } from './member-erasure.repository';
import { NoticeMembersRepository } from './notice-members.repository';
import { NoticesConsumer } from './notices.consumer';
import { NoticesHandler } from './notices.handler';
import { NoticesRepository } from './notices.repository';
import { NoticeReadingService } from './notice-reading.service';
import { NoticesService } from './notices.service';
import { RemindersService } from './reminders.service';

/** Notifications that reach members, the admin inbox and the scheduled reminders. */
@Module({})
export class NoticesModule {
  /** Takes the app's EmailModule instance: registering it twice would start a second sender. */
  static register(email: DynamicModule, messaging: DynamicModule): DynamicModule {
    return {
      module: NoticesModule,
      imports: [email, messaging],
      controllers: [NoticesHandler],
      providers: [
        NoticeMembersRepository,
        NoticesRepository,
        NoticesService,
        NoticeReadingService,
        RemindersService,
        NoticesConsumer,
        MemberRequestNotices,
        CorrectionNotices,
        DataRequestNotices,
        MemberErasureRepository,
        MemberErasureConsumer,
      ],
    };
  }
}
