import { MEMBERSHIP_VALIDITY_CASES, todayInIndia } from '@portal/contracts';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options';
import {
  effectiveStatusIsSql,
  effectiveStatusSql as sut,
  lastValidIndiaDaySql,
  MembershipColumns,
  membershipValidSql,
} from '../src/database/membership-validity.sql';

/** The SQL forms of the rule against the boundary table every other implementation is tested with. */
describe('membership validity SQL', () => {
  const runId = uniqueRunId('validity_');
  let adminUrl: string;
  let dataSource: DataSource;
  const byEnd: MembershipColumns = { status: 'status', term: { endsAt: 'end_at' } };
  const byDay: MembershipColumns = { status: 'status', term: { validThrough: 'valid_through' } };

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    dataSource = new DataSource(typeOrmOptions(await createDatabase(adminUrl, `${runId}_db`), [], []));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  for (const c of MEMBERSHIP_VALIDITY_CASES) {
    it(`${c.name}`, async () => {
      // A session far from India: the rule must not depend on the server's time zone.
      const [row] = await dataSource.transaction(async (manager): Promise<Array<Record<string, unknown>>> => {
        await manager.query(`SET LOCAL TIME ZONE 'Pacific/Kiritimati'`);
        return manager.query(
          `SELECT to_char(${lastValidIndiaDaySql('end_at')}, 'YYYY-MM-DD') AS valid_through_text,
                  ${sut(byEnd, '$2')} AS by_end, ${sut(byDay, '$2')} AS by_day,
                  ${membershipValidSql(byEnd, '$2')} AS valid_by_end, ${membershipValidSql(byDay, '$2')} AS valid_by_day,
                  ${effectiveStatusIsSql(byEnd, c.effectiveStatus, '$2', () => '$4')} AS is_by_end,
                  ${effectiveStatusIsSql(byDay, c.effectiveStatus, '$2', () => '$4')} AS is_by_day, $4::text AS wanted
           FROM (SELECT $1::text AS status, $3::timestamptz AS end_at, $5::date AS valid_through) m`,
          [c.status, todayInIndia(new Date(c.now)), c.membershipEndDate, c.effectiveStatus, c.validThrough],
        );
      });
      assert.equal(row.valid_through_text, c.validThrough);
      assert.equal(row.by_end, c.effectiveStatus);
      assert.equal(row.by_day, c.effectiveStatus);
      assert.equal(row.valid_by_end, c.valid);
      assert.equal(row.valid_by_day, c.valid);
      assert.equal(row.is_by_end, true);
      assert.equal(row.is_by_day, true);
    });
  }
});
