import 'reflect-metadata';
import {
  IMPORTED_EVENT_CHUNK,
  MembershipEvents,
  indiaDayOf,
  MembersImportCompletedEventData,
  oneTermFrom,
  todayAsMembershipDate,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { HEADER, memberImportOverPostgres } from './member-import.fixture';
import { MembershipFixture } from './membership-fixture';

describe('bulk import’s events over Postgres', () => {
  const imports = memberImportOverPostgres();
  const { upload, importCsv } = imports;
  let fx: MembershipFixture;
  beforeAll(() => {
    fx = imports.fx;
  });

  describe('import', () => {
    it('writes the imported members as chunked events with each member snapshot and source import', async () => {
      await importCsv(`${HEADER}\n,Ravi,Kumar,Ravi@Example.com,9876543210,,,active\n,Asha,Rao,,9876543211,,,\n`);
      const events = await fx.events(MembershipEvents.MembersImported);
      assert.equal(events.length, 1, 'two members fit one chunk');
      const [row] = await fx.dataSource.query(`SELECT id, member_id FROM members WHERE phone = '9876543210'`);
      const data = events[0].data;
      assert.equal(data.source, 'import');
      assert.equal(data.by, fx.admin.userId);
      assert.equal(data.members.length, 2);
      assert.deepEqual(
        data.members.find((m) => m.phone === '9876543210'),
        {
          id: row.id,
          memberId: row.member_id,
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'Ravi@Example.com',
          phone: '9876543210',
          status: 'active',
          optedSchemes: [],
          membershipEndDate: oneTermFrom(todayAsMembershipDate()).toISOString(),
          validThrough: indiaDayOf(oneTermFrom(todayAsMembershipDate())),
        },
      );
      const [outboxRow] = await fx.dataSource.query(`SELECT id FROM outbox WHERE payload->>'id' = $1`, [events[0].id]);
      assert.ok(outboxRow, 'the event id is the outbox row id, so JetStream can drop a republished copy');
    });

    it("says 'Imported' in an imported member's activity log, not 'Registered'", async () => {
      await importCsv(`${HEADER}\n,Ravi,Kumar,,9876543210,,,active\n`);
      await fx.members.create({ firstName: 'Asha', lastName: 'Rao', phone: '9876543211' }, fx.admin);
      const [ravi] = await fx.dataSource.query(`SELECT member_id FROM members WHERE phone = '9876543210'`);
      const [asha] = await fx.dataSource.query(`SELECT member_id FROM members WHERE phone = '9876543211'`);
      const first = async (memberId: string) => (await fx.activity.list(memberId, fx.admin)).at(-1)!;
      assert.deepEqual(
        [(await first(ravi.member_id)).kind, (await first(ravi.member_id)).details.source],
        ['imported', 'import'],
      );
      assert.deepEqual(
        [(await first(asha.member_id)).kind, (await first(asha.member_id)).details.source],
        ['registered', 'admin'],
      );
    });

    it('announces each import once with its counts, however many chunks its members take', async () => {
      const rows = Array.from(
        { length: IMPORTED_EVENT_CHUNK + 20 },
        (_, i) => `,Bulk,Member${i},,9${String(700000000 + i)},,,active`,
      );
      const answer = await fx.importer.import(
        {
          fileKey: await upload([HEADER, ...rows, ',Bad,Row,,123,,,'].join('\n')),
          fileName: 'register.csv',
          actor: fx.admin,
        },
        fx.admin,
      );
      assert.equal(answer.imported, IMPORTED_EVENT_CHUNK + 20);
      assert.equal((await fx.events(MembershipEvents.MembersImported)).length, 2);
      const summaries = await fx.events(MembershipEvents.ImportCompleted);
      assert.equal(summaries.length, 1);
      const summary: MembersImportCompletedEventData = {
        imported: IMPORTED_EVENT_CHUNK + 20,
        failed: 1,
        by: fx.admin.userId,
        fileName: 'register.csv',
      };
      assert.deepEqual(summaries[0].data, summary);

      await importCsv(`${HEADER}\n,Only,Bad,,123,,,\n`);
      assert.equal(
        (await fx.events(MembershipEvents.ImportCompleted)).length,
        1,
        'an import that stored nobody says nothing',
      );
    });

    it(`splits a large import into events of at most ${IMPORTED_EVENT_CHUNK} members`, async () => {
      const rows = Array.from(
        { length: IMPORTED_EVENT_CHUNK + 20 },
        (_, i) => `,Bulk,Member${i},,97${String(i).padStart(8, '0')},,,`,
      );
      assert.equal((await importCsv(`${HEADER}\n${rows.join('\n')}\n`)).imported, IMPORTED_EVENT_CHUNK + 20);
      const sizes = (await fx.events(MembershipEvents.MembersImported))
        .map((e) => e.data.members.length)
        .sort((a, b) => b - a);
      assert.equal(
        sizes.reduce((a, b) => a + b, 0),
        IMPORTED_EVENT_CHUNK + 20,
      );
      assert.ok(sizes[0] <= IMPORTED_EVENT_CHUNK);
    });
  });
});
