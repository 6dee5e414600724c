import 'reflect-metadata';
import { MEMBERSHIP_VALIDITY_CASES, MemberStatuses } from '@portal/contracts';
import { typeOrmOptions } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CreateEmailMessages1763700040000 } from '../src/migrations/1763700040000-CreateEmailMessages';
import { CreateActivityItems1763700041000 } from '../src/migrations/1763700041000-CreateActivityItems';
import { AddEmailAttachments1763700042000 } from '../src/migrations/1763700042000-AddEmailAttachments';
import { CreateNotifications1763700110000 } from '../src/migrations/1763700110000-CreateNotifications';
import { NoticeMembersValidThrough1764180002000 } from '../src/migrations/1764180002000-NoticeMembersValidThrough';
import { NoticeMembersLanguage1764800330000 } from '../src/migrations/1764800330000-NoticeMembersLanguage';
import { NoticeMembersRepository } from '../src/notices/notice-members.repository';

/** Who a notification to "active" or "expired" members reaches, against the shared validity table. */
describe('notification audiences by status, against the shared validity table', () => {
  const runId = uniqueRunId('notice_validity_');
  let adminUrl: string;
  let dataSource: DataSource;
  let sut: NoticeMembersRepository;
  let counter = 0;

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    const migrations = [
      CreateEmailMessages1763700040000,
      CreateActivityItems1763700041000,
      AddEmailAttachments1763700042000,
      CreateNotifications1763700110000,
      NoticeMembersValidThrough1764180002000,
      // The member's language, which the projection now keeps (issue 31).
      NoticeMembersLanguage1764800330000,
    ];
    dataSource = new DataSource(typeOrmOptions(await createDatabase(adminUrl, `${runId}_db`), [], migrations));
    await dataSource.initialize();
    await dataSource.runMigrations();
    sut = new NoticeMembersRepository(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  for (const [index, c] of MEMBERSHIP_VALIDITY_CASES.entries()) {
    it(`${c.name}`, async () => {
      counter += 1;
      const id = randomUUID();
      // Every other case as an older event that carried only the end date.
      const carried = index % 2 === 0 ? { validThrough: c.validThrough } : {};
      await sut.upsert(dataSource.manager, {
        id,
        memberId: `PHOTO${String(counter).padStart(4, '0')}`,
        firstName: 'Asha',
        lastName: 'Rao',
        email: null,
        phone: '9876500000',
        status: c.status,
        optedSchemes: [],
        membershipEndDate: c.membershipEndDate,
        ...carried,
      });
      for (const status of MemberStatuses) {
        const reached = await sut.audience(dataSource.manager, { audience: 'status', status }, new Date(c.now));
        assert.equal(
          reached.some((m) => m.id === id),
          status === c.effectiveStatus,
          `a notice to ${status} members`,
        );
      }
    });
  }
});
