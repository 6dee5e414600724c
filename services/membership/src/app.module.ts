import { DynamicModule, Global, Module } from '@nestjs/common';
import { JsonLogger, ObjectStorageModule, PlatformModule } from '@portal/platform';
import { MembershipConfig } from './config';
import { CorrectionRequestEntity } from './corrections/correction-request.entity';
import { CorrectionsModule } from './corrections/corrections.module';
import { DataRequestEntity, ErasureConfirmationEntity } from './data-requests/data-request.entity';
import { DataRequestsModule } from './data-requests/data-requests.module';
import { PrivacyModule } from './privacy/privacy.module';
import { MemberActivityModule } from './activity/member-activity.module';
import { DocumentsModule } from './documents/documents.module';
import { MemberDocumentEntity } from './documents/member-document.entity';
import { MemberFilesModule } from './files/member-files.module';
import { IdCardsModule } from './id-cards/id-cards.module';
import { MemberEntity } from './members/member.entity';
import { MembersModule } from './members/members.module';
import { MEMBERSHIP_SETTINGS } from './membership.settings';
import { CreateMembers1763700010000 } from './migrations/1763700010000-CreateMembers';
import { CreateMemberDocuments1763700011000 } from './migrations/1763700011000-CreateMemberDocuments';
import { CreateRenewalRequests1763700012000 } from './migrations/1763700012000-CreateRenewalRequests';
import { CreateRegistrationSettings1763700013000 } from './migrations/1763700013000-CreateRegistrationSettings';
import { MembershipValidityAndActivity1763700014000 } from './migrations/1763700014000-MembershipValidityAndActivity';
import { MemberEmailChanges1763700090000 } from './migrations/1763700090000-MemberEmailChanges';
import { MemberEmailRestores1764200000000 } from './migrations/1764200000000-MemberEmailRestores';
import { MemberSource1764290000000 } from './migrations/1764290000000-MemberSource';
import { MemberListSorts1764300300000 } from './migrations/1764300300000-MemberListSorts';
import { MemberListFilterCounts1764300400000 } from './migrations/1764300400000-MemberListFilterCounts';
import { MemberExpiringDayCounts1764300410000 } from './migrations/1764300410000-MemberExpiringDayCounts';
import { MemberListPagePlans1764400100000 } from './migrations/1764400100000-MemberListPagePlans';
import { CorrectionRequests1764600320000 } from './migrations/1764600320000-CorrectionRequests';
import { DataRequests1764800100000 } from './migrations/1764800100000-DataRequests';
import { Consents1764600500000 } from './migrations/1764600500000-Consents';
import { DataCopies1764600510000 } from './migrations/1764600510000-DataCopies';
import { DataCopiesModule } from './data-copies/data-copies.module';
import { MemberLanguage1764700310000 } from './migrations/1764700310000-MemberLanguage';
import { CardSigningKeys1764300100000 } from './migrations/1764300100000-CardSigningKeys';
import { IdCards1763700100000 } from './migrations/1763700100000-IdCards';
import { RenewalReminders1763700130000 } from './migrations/1763700130000-RenewalReminders';
import { MemberGeneratedIdCard1763700140000 } from './migrations/1763700140000-MemberGeneratedIdCard';
import { MemberStatusCounts1763700150000 } from './migrations/1763700150000-MemberStatusCounts';
import { IdCardJobAttempts1763700170000 } from './migrations/1763700170000-IdCardJobAttempts';
import { ReportExports1764170000000 } from './migrations/1764170000000-ReportExports';
import { MembershipFees1764190400000 } from './migrations/1764190400000-MembershipFees';
import { RenewalPayments1764190410000 } from './migrations/1764190410000-RenewalPayments';
import { RegistrationSettingsEntity } from './registration/registration-settings.entity';
import { RegistrationModule } from './registration/registration.module';
import { RenewalRequestEntity } from './renewals/renewal-request.entity';
import { RenewalsModule } from './renewals/renewals.module';
import { ReportsModule } from './reports/reports.module';
import { TransferModule } from './transfer/transfer.module';
import { MembershipScheduleModule } from './schedule/schedule.module';

export const MembershipEntities = [
  MemberEntity,
  MemberDocumentEntity,
  RenewalRequestEntity,
  RegistrationSettingsEntity,
  CorrectionRequestEntity,
  DataRequestEntity,
  ErasureConfirmationEntity,
];
export const MembershipMigrations = [
  CreateMembers1763700010000,
  CreateMemberDocuments1763700011000,
  CreateRenewalRequests1763700012000,
  CreateRegistrationSettings1763700013000,
  MembershipValidityAndActivity1763700014000,
  MemberEmailChanges1763700090000,
  IdCards1763700100000,
  RenewalReminders1763700130000,
  MemberGeneratedIdCard1763700140000,
  MemberStatusCounts1763700150000,
  IdCardJobAttempts1763700170000,
  ReportExports1764170000000,
  MembershipFees1764190400000,
  RenewalPayments1764190410000,
  MemberEmailRestores1764200000000,
  MemberSource1764290000000,
  CardSigningKeys1764300100000,
  MemberListSorts1764300300000,
  MemberListFilterCounts1764300400000,
  MemberExpiringDayCounts1764300410000,
  MemberListPagePlans1764400100000,
  CorrectionRequests1764600320000,
  Consents1764600500000,
  DataCopies1764600510000,
  MemberLanguage1764700310000,
  DataRequests1764800100000,
];

/** Settings shared by every feature module. */
@Global()
@Module({})
class MembershipSettingsModule {
  static register(config: MembershipConfig): DynamicModule {
    return {
      module: MembershipSettingsModule,
      providers: [
        {
          provide: MEMBERSHIP_SETTINGS,
          useValue: {
            memberIdPrefix: config.MEMBER_ID_PREFIX,
            grievanceOfficer: { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL },
            dataRequestDeadlineDays: config.DATA_REQUEST_DEADLINE_DAYS,
            formerMemberRetentionDays: config.FORMER_MEMBER_RETENTION_DAYS,
          },
        },
      ],
      exports: [MEMBERSHIP_SETTINGS],
    };
  }
}

@Module({})
export class MembershipAppModule {
  static register(config: MembershipConfig, logger: JsonLogger): DynamicModule {
    const idCards = IdCardsModule.register(config);
    return {
      module: MembershipAppModule,
      imports: [
        PlatformModule.forService({
          service: 'membership',
          config,
          logger,
          entities: MembershipEntities,
          migrations: MembershipMigrations,
        }),
        MembershipSettingsModule.register(config),
        ObjectStorageModule.register(config),
        MemberActivityModule,
        MembersModule,
        MemberFilesModule,
        DocumentsModule,
        RenewalsModule,
        CorrectionsModule,
        DataRequestsModule,
        PrivacyModule,
        TransferModule,
        RegistrationModule,
        idCards,
        ReportsModule.register(idCards),
        DataCopiesModule.register(idCards, { publicUrl: config.PUBLIC_URL }),
        MembershipScheduleModule.register({ intervalSeconds: config.JOB_INTERVAL_SECONDS }),
      ],
    };
  }
}
