import 'reflect-metadata';
import { IMPORTED_EVENT_CHUNK, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { HEADER, memberImportOverPostgres } from './member-import.fixture';
import { MembershipFixture } from './membership-fixture';

describe('bulk import’s member ids and transaction over Postgres', () => {
  const imports = memberImportOverPostgres();
  const { importCsv, memberCount, outboxCount } = imports;
  let fx: MembershipFixture;
  beforeAll(() => {
    fx = imports.fx;
  });

  describe('import', () => {
    it('generates ids that skip the ids typed in the same file, in file order', async () => {
      const { nextId } = await fx.members.nextId(fx.admin);
      const next = Number(nextId.slice(5));
      const typed = `PHOTO${String(next + 1).padStart(4, '0')}`;
      const csv = `${HEADER}\n,First,Auto,,9876500001,,,\n${typed},Typed,Hand,,9876500002,,,\n,Second,Auto,,9876500003,,,\n`;
      assert.equal((await importCsv(csv)).imported, 3);
      const ids = await fx.dataSource.query(`SELECT first_name, member_id FROM members ORDER BY member_id`);
      assert.deepEqual(
        ids.map((r: { first_name: string; member_id: string }) => `${r.first_name}:${r.member_id}`),
        [`First:${nextId}`, `Typed:${typed}`, `Second:PHOTO${String(next + 2).padStart(4, '0')}`],
      );
    });

    it('gives imported rows generated ids that skip ids typed by hand before', async () => {
      const { nextId } = await fx.members.nextId(fx.admin);
      const next = Number(nextId.slice(5));
      const id = (n: number) => `PHOTO${String(n).padStart(4, '0')}`;
      for (const n of [next, next + 1, next + 2]) {
        await fx.members.create(
          { memberId: id(n), firstName: 'Typed', lastName: String(n), phone: `98700${String(n).padStart(5, '0')}` },
          fx.admin,
        );
      }
      const answer = await importCsv(`${HEADER}\n,First,Import,,9876700001,,,\n,Second,Import,,9876700002,,,\n`);
      assert.deepEqual([answer.imported, answer.failed], [2, 0]);
      const ids = await fx.dataSource.query(
        `SELECT member_id FROM members WHERE last_name = 'Import' ORDER BY member_id`,
      );
      assert.deepEqual(
        ids.map((r: { member_id: string }) => r.member_id),
        [id(next + 3), id(next + 4)],
      );
    });

    it('stores nothing at all when the database fails in the middle of an import', async () => {
      await fx.dataSource.query(`
        CREATE FUNCTION fail_on_crash() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.last_name = 'Crash' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER fail_on_crash BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION fail_on_crash();`);
      try {
        const csv = `${HEADER}\nPHOTO4001,Typed,Fine,,9876600001,,,\n,Auto,Fine,,9876600002,,,\n,Auto,Crash,,9876600003,,,\n`;
        await assert.rejects(importCsv(csv), /disk full/);
        assert.equal(await memberCount(), 0);
        assert.equal(await outboxCount(), 0);
      } finally {
        await fx.dataSource.query('DROP TRIGGER fail_on_crash ON members; DROP FUNCTION fail_on_crash()');
      }
    });

    it('imports 20,000 rows in one go with set-based inserts', async () => {
      const lines = [HEADER];
      for (let i = 0; i < 20_000; i++)
        lines.push(`,First${i},Last${i},m${i}@example.com,${7000000000 + i},"Street ${i}, Town",1980-01-01,active`);
      const answer = await importCsv(lines.join('\r\n'));
      assert.deepEqual([answer.imported, answer.failed], [20_000, 0]);
      assert.equal(await memberCount(), 20_000);
      const chunks = await fx.events(MembershipEvents.MembersImported);
      const announced = chunks.reduce((n, e) => n + e.data.members.length, 0);
      assert.equal(announced, 20_000, 'every imported member is announced once');
      assert.ok(
        chunks.length <= Math.ceil(20_000 / IMPORTED_EVENT_CHUNK) + 40,
        `${chunks.length} events, not one per member`,
      );
      const [ids] = await fx.dataSource.query(
        `SELECT count(DISTINCT member_id)::int AS n, (max(substr(member_id, 6)::int) - min(substr(member_id, 6)::int) + 1)::int AS span FROM members`,
      );
      assert.deepEqual(ids, { n: 20_000, span: 20_000 }, 'distinct ids, no numbers wasted');
    });
  });
});
