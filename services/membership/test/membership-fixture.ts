import 'reflect-metadata';
import { ActorDto, EventOf, EventType } from '@portal/contracts';
import { S3Server } from '@portal/infra';
import { AuditTrail, JsonLogger, ObjectStorage, OutboxWriter } from '@portal/platform';
import { ServiceHarness } from '@portal/testing/service-harness';
import { NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MemberActivityRepository } from '../src/activity/member-activity.repository';
import { MemberActivityService } from '../src/activity/member-activity.service';
import { MembershipEntities, MembershipMigrations } from '../src/app.module';
import { CorrectionClosing } from '../src/corrections/correction-closing';
import { CorrectionRequestsService } from '../src/corrections/correction-requests.service';
import { MemberDocumentsRepository } from '../src/documents/member-documents.repository';
import { MemberDocumentsService } from '../src/documents/member-documents.service';
import { MemberFilesService } from '../src/files/member-files.service';
import { MemberListService } from '../src/members/member-list.service';
import { EmailRestoresRepository } from '../src/members/email-restores.repository';
import { EmailChangesRepository } from '../src/members/email-changes.repository';
import { EmailChangesService } from '../src/members/email-changes.service';
import { MembersRepository } from '../src/members/members.repository';
import { MemberReviewService } from '../src/members/member-review.service';
import { MembersService } from '../src/members/members.service';
import { MembershipSettings } from '../src/membership.settings';
import { MembershipFeesRepository } from '../src/renewals/membership-fees.repository';
import { RenewalRequestsRepository } from '../src/renewals/renewal-requests.repository';
import { RenewalRequestsService } from '../src/renewals/renewal-requests.service';
import { MemberExportService } from '../src/transfer/member-export.service';
import { MemberImportService } from '../src/transfer/member-import.service';
import { MemberTransferRepository } from '../src/transfer/member-transfer.repository';

export interface MembershipFixture {
  dataSource: DataSource;
  databaseUrl: string;
  /** NATS for the export's byte stream; subjects under `namespace`. */
  nats: NatsConnection;
  namespace: string;
  s3: S3Server;
  storage: ObjectStorage;
  settings: MembershipSettings;
  members: MembersService;
  /** Approval and rejection of applications. */
  review: MemberReviewService;
  memberList: MemberListService;
  importer: MemberImportService;
  exporter: MemberExportService;
  files: MemberFilesService;
  documents: MemberDocumentsService;
  renewals: RenewalRequestsService;
  corrections: CorrectionRequestsService;
  activity: MemberActivityService;
  admin: ActorDto;
  /** Outbox rows of one event type, oldest first, as the relay would publish them. */
  events<T extends EventType>(type: T): Promise<EventOf<T>[]>;
  teardown(): Promise<void>;
}

/** The membership services over a fresh database (migrations run) and an embedded S3 store. */
export async function startMembershipFixture(prefix = 'PHOTO'): Promise<MembershipFixture> {
  const harness = new ServiceHarness({
    service: 'membership',
    schema: { entities: MembershipEntities, migrations: MembershipMigrations },
    objectStorage: true,
    nats: true,
  });
  await harness.setUp();
  const { dataSource, databaseUrl, nats, namespace, s3, storage } = harness;
  const settings: MembershipSettings = {
    memberIdPrefix: prefix,
    grievanceOfficer: { name: 'The Honorary Secretary', email: 'grievance@kpwa.in' },
  };
  const membersRepository = new MembersRepository(dataSource);
  const transferRepository = new MemberTransferRepository(dataSource);
  const documentsRepository = new MemberDocumentsRepository(dataSource);
  const activityRepository = new MemberActivityRepository(dataSource);
  const outbox = new OutboxWriter();
  const audit = new AuditTrail();
  return {
    dataSource,
    databaseUrl,
    nats,
    namespace,
    s3,
    storage,
    settings,
    members: new MembersService(
      dataSource,
      membersRepository,
      documentsRepository,
      new RenewalRequestsRepository(),
      activityRepository,
      outbox,
      settings,
      new EmailChangesService(new EmailChangesRepository(), new EmailRestoresRepository(), outbox),
      audit,
      new CorrectionClosing(outbox),
    ),
    review: new MemberReviewService(
      dataSource,
      membersRepository,
      new RenewalRequestsRepository(),
      outbox,
      new MembershipFeesRepository(dataSource),
      audit,
    ),
    memberList: new MemberListService(membersRepository),
    importer: new MemberImportService(dataSource, transferRepository, storage, outbox, settings, audit),
    exporter: new MemberExportService(
      transferRepository,
      storage,
      new JsonLogger('membership', 'error'),
      audit,
      dataSource,
    ),
    files: new MemberFilesService(dataSource, membersRepository, activityRepository, audit),
    documents: new MemberDocumentsService(
      dataSource,
      membersRepository,
      documentsRepository,
      activityRepository,
      audit,
    ),
    renewals: new RenewalRequestsService(dataSource, outbox, new MembershipFeesRepository(dataSource), audit),
    corrections: new CorrectionRequestsService(dataSource, outbox, audit, settings),
    activity: new MemberActivityService(dataSource, activityRepository),
    admin: { userId: randomUUID(), userType: 'admin' },
    events: async <T extends EventType>(type: T) =>
      (await dataSource.query(`SELECT payload FROM outbox WHERE event_type = $1 ORDER BY created_at, id`, [type])).map(
        (row: { payload: EventOf<T> }) => row.payload,
      ),
    teardown: () => harness.tearDown(),
  };
}

/** A member acting as themself. */
export const memberActor = (id: string): ActorDto => ({ userId: id, userType: 'member' });

let phoneCounter = 0;
/** A fresh valid mobile number per call within a test file. */
export function nextPhone(): string {
  phoneCounter++;
  return `9${String(100000000 + phoneCounter).slice(-9)}`;
}

/** The fields a member needs (a fresh phone each call) with `extra` on top, as an admin's create sends them. */
export const newMemberInput = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  phone: nextPhone(),
  ...extra,
});

/** A member row as the list tests seed them, straight into the table (no rules, no events). */
export interface SeedMember {
  memberId: string;
  firstName: string;
  lastName: string;
  phone: string;
  status: string;
  membershipEndDate: Date | null;
  createdAt: Date;
}

/** Inserts the rows in one statement; answers each with its uuid, in the order given. */
export async function seedMembers<T extends SeedMember>(
  dataSource: DataSource,
  rows: T[],
): Promise<(T & { id: string })[]> {
  const inserted: { id: string; member_id: string }[] = await dataSource.query(
    `INSERT INTO members (member_id, first_name, last_name, phone, status, membership_end_date, created_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])
     RETURNING id, member_id`,
    [
      rows.map((r) => r.memberId),
      rows.map((r) => r.firstName),
      rows.map((r) => r.lastName),
      rows.map((r) => r.phone),
      rows.map((r) => r.status),
      rows.map((r) => r.membershipEndDate),
      rows.map((r) => r.createdAt),
    ],
  );
  const idOf = new Map(inserted.map((r) => [r.member_id, r.id]));
  return rows.map((row) => ({ ...row, id: idOf.get(row.memberId)! }));
}
