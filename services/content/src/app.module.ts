import { DynamicModule, Module } from '@nestjs/common';
import { MemberDataModule } from './member-data/member-data.module';
import { JsonLogger, ObjectStorageModule, PlatformModule } from '@portal/platform';
import { ContentConfig } from './config';
import { AttendanceRepository } from './events/attendance.repository';
import { AttendanceService } from './events/attendance.service';
import { AttendeesExportService } from './events/attendees-export.service';
import { EventsHandler } from './events/events.handler';
import { EventsRepository } from './events/events.repository';
import { EventsService } from './events/events.service';
import { SignupsService } from './events/signups.service';
import { GalleryHandler } from './gallery/gallery.handler';
import { GalleryRepository } from './gallery/gallery.repository';
import { GalleryService } from './gallery/gallery.service';
import { ContentMembersRepository } from './members/content-members.repository';
import { MemberErasureConsumer } from './members/member-erasure.consumer';
import { MemberErasureRepository } from './members/member-erasure.repository';
import { MemberEventsConsumer } from './members/member-events.consumer';
import { CreateEvents1763700020000 } from './migrations/1763700020000-CreateEvents';
import { EventsSignupsGallery1763700080000 } from './migrations/1763700080000-EventsSignupsGallery';
import { ContentMembersValidThrough1764180000000 } from './migrations/1764180000000-ContentMembersValidThrough';
import { EventAttendance1764300200000 } from './migrations/1764300200000-EventAttendance';
import { SchemeDocumentsHandler } from './scheme-documents/scheme-documents.handler';
import { SchemeDocumentsRepository } from './scheme-documents/scheme-documents.repository';
import { SchemeDocumentsService } from './scheme-documents/scheme-documents.service';

export const ContentMigrations = [
  CreateEvents1763700020000,
  EventsSignupsGallery1763700080000,
  ContentMembersValidThrough1764180000000,
  EventAttendance1764300200000,
];

@Module({})
export class ContentAppModule {
  static register(config: ContentConfig, logger: JsonLogger): DynamicModule {
    return {
      module: ContentAppModule,
      imports: [
        MemberDataModule,
        PlatformModule.forService({
          service: 'content',
          config,
          logger,
          entities: [],
          migrations: ContentMigrations,
        }),
        ObjectStorageModule.register(config),
      ],
      controllers: [EventsHandler, GalleryHandler, SchemeDocumentsHandler],
      providers: [
        ContentMembersRepository,
        MemberEventsConsumer,
        MemberErasureRepository,
        MemberErasureConsumer,
        EventsRepository,
        EventsService,
        SignupsService,
        AttendanceRepository,
        AttendanceService,
        AttendeesExportService,
        GalleryRepository,
        GalleryService,
        SchemeDocumentsRepository,
        SchemeDocumentsService,
      ],
    };
  }
}
