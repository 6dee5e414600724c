import 'reflect-metadata';
import { MemberDto } from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataCopiesRepository } from '../src/data-copies/data-copies.repository';
import { DataRequestsRepository } from '../src/data-requests/data-requests.repository';
import { DataRequestsService } from '../src/data-requests/data-requests.service';
import { MemberDocumentsRepository } from '../src/documents/member-documents.repository';
import { DataRetentionJob } from '../src/schedule/data-retention.job';
import { DataRetentionRepository } from '../src/schedule/data-retention.repository';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const DAY = 86_400_000;

/**
 * Issue 32 "Retention that runs itself", membership's part, with a clock the test controls: rejected applicants
 * lose their ID proof and photo files 90 days after rejection; former members are anonymised (as an erasure)
 * FORMER_MEMBER_RETENTION_DAYS after their membership ended; nothing else is touched; each run that did something
 * writes one audit entry, and a run with nothing due writes none.
 */
describe('data retention job over Postgres and the S3 store', () => {
  let fx: MembershipFixture;
  let sut: DataRetentionJob;
  const now = new Date('2031-06-15T06:00:00.000Z');

  beforeAll(async () => {
    fx = await startMembershipFixture();
    const settings = { ...fx.settings, formerMemberRetentionDays: 365 };
    const erasure = new DataRequestsService(
      fx.dataSource,
      new OutboxWriter(),
      new AuditTrail(),
      new DataRequestsRepository(),
      new MemberDocumentsRepository(fx.dataSource),
      fx.storage,
      settings,
    );
    sut = new DataRetentionJob(
      fx.dataSource,
      new DataRetentionRepository(),
      new DataCopiesRepository(),
      erasure,
      fx.storage,
      new AuditTrail(),
      new JsonLogger('membership', 'error'),
      settings,
    );
  });
  afterAll(() => fx?.teardown());

  let counter = 0;
  const member = async (): Promise<MemberDto> => {
    counter++;
    return fx.members.create(
      { firstName: 'Ragini', lastName: `Retain${'abcdefghij'[counter % 10]}`, phone: nextPhone(), status: 'active' },
      fx.admin,
    );
  };
  const withFiles = async (m: MemberDto) => {
    const keys = [`members/${m.id}/id-proof.pdf`, `members/${m.id}/photo.png`];
    for (const key of keys) await fx.storage.upload(key, [Buffer.from('x')], 'application/octet-stream');
    await fx.dataSource.query(
      `UPDATE members SET id_proof_key = $2, id_proof_name = 'proof.pdf', profile_photo_key = $3,
              profile_photo_name = 'photo.png' WHERE id = $1`,
      [m.id, ...keys],
    );
    return keys;
  };
  const rejected = async (daysAgo: number) => {
    const m = await member();
    await fx.dataSource.query(
      `UPDATE members SET status = 'suspended', approved_at = NULL, rejected_at = $2 WHERE id = $1`,
      [m.id, new Date(now.getTime() - daysAgo * DAY)],
    );
    return { member: m, keys: await withFiles(m) };
  };
  const former = async (endedDaysAgo: number) => {
    const m = await member();
    await fx.dataSource.query(
      `UPDATE members SET status = 'expired', approved_at = $2, membership_end_date = $3 WHERE id = $1`,
      [m.id, new Date(now.getTime() - (endedDaysAgo + 365) * DAY), new Date(now.getTime() - endedDaysAgo * DAY)],
    );
    return m;
  };
  const stored = async (key: string) =>
    fx.storage.size(key).then(
      () => true,
      () => false,
    );
  const row = async (id: string) =>
    (
      await fx.dataSource.query(
        `SELECT member_id, first_name, id_proof_key, profile_photo_key FROM members WHERE id = $1`,
        [id],
      )
    )[0];
  const retentionAudit = async () =>
    fx.dataSource.query<Array<{ action: string; actor_type: string; after: Record<string, unknown> }>>(
      `SELECT action, actor_type, after FROM audit_log WHERE action LIKE 'retention.%' ORDER BY id`,
    );

  /** A member's ready copy of their data, its ZIP stored, expiring `daysFromNow` after the run's clock. */
  const copyExpiring = async (daysFromNow: number) => {
    const m = await member();
    const [{ id }] = await fx.dataSource.query(
      `INSERT INTO data_copies (member_id, requested_by, requested_by_id, state, ready_at, expires_at, size)
       VALUES ($1, 'member', $2, 'ready', $3, $4, 1) RETURNING id`,
      [m.id, m.id, now, new Date(now.getTime() + daysFromNow * DAY)],
    );
    const key = `data-copies/${id}.zip`;
    await fx.storage.upload(key, [Buffer.from('PK')], 'application/zip');
    await fx.dataSource.query(`UPDATE data_copies SET file_key = $2 WHERE id = $1`, [id, key]);
    return key;
  };

  it('removes exactly what is due, writes what it did to the audit trail, and nothing on a run with nothing due', async () => {
    const dueApplicant = await rejected(91);
    const recentApplicant = await rejected(89);
    const dueFormer = await former(366);
    const recentFormer = await former(364);
    const active = await member();
    await withFiles(active);
    const expiredCopy = await copyExpiring(-1);
    const liveCopy = await copyExpiring(1);

    const run = await sut.run(now);

    assert.deepEqual(run.applicants, [dueApplicant.member.id]);
    assert.equal(run.files, 2);
    for (const key of dueApplicant.keys) assert.equal(await stored(key), false, `${key} removed`);
    const cleared = await row(dueApplicant.member.id);
    assert.deepEqual([cleared.id_proof_key, cleared.profile_photo_key], [null, null]);
    assert.equal(cleared.first_name, 'Ragini', 'an applicant loses only the files');
    for (const key of recentApplicant.keys) assert.equal(await stored(key), true, `positive control: ${key} kept`);

    assert.deepEqual(
      run.formerMembers.map((f) => f.memberId),
      [dueFormer.id],
    );
    assert.match((await row(dueFormer.id)).member_id, /^ERASED-/);
    assert.equal((await row(recentFormer.id)).member_id, recentFormer.memberId);
    assert.equal((await row(active.id)).member_id, active.memberId);
    assert.equal(run.expiredCopies, 1);
    assert.equal(await stored(expiredCopy), false, 'an expired copy loses its ZIP');
    assert.equal(await stored(liveCopy), true, 'positive control: a copy within its 7 days keeps it');
    const [request] = await fx.dataSource.query(
      `SELECT note, status, closed_by FROM data_requests WHERE member_id = $1`,
      [dueFormer.id],
    );
    assert.deepEqual(request, { note: null, status: 'completing', closed_by: 'retention' });

    const audit = await retentionAudit();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_type]),
      [
        ['retention.applicant-files-removed', 'system'],
        ['retention.former-members-anonymised', 'system'],
        ['retention.expired-data-copies-removed', 'system'],
      ],
    );
    assert.deepEqual(audit[0].after.members, [dueApplicant.member.id]);

    const again = await sut.run(now);
    assert.deepEqual(again, { applicants: [], files: 0, formerMembers: [], expiredCopies: 0 });
    assert.equal((await retentionAudit()).length, 3, 'a run with nothing due writes nothing');

    // Two days later the ones that were just short of it are due, and only they.
    const later = await sut.run(new Date(now.getTime() + 2 * DAY));
    assert.deepEqual(later.applicants, [recentApplicant.member.id]);
    assert.deepEqual(
      later.formerMembers.map((f) => f.memberId),
      [recentFormer.id],
    );
    assert.equal(later.expiredCopies, 1);
    assert.equal(await stored(liveCopy), false, 'the other copy once its 7 days are over');
    assert.equal((await row(active.id)).member_id, active.memberId, 'an active member is never due');
    for (const key of [`members/${active.id}/id-proof.pdf`, `members/${active.id}/photo.png`])
      assert.equal(await stored(key), true, `${key} of an active member kept`);
  });
});
