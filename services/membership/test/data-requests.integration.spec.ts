import 'reflect-metadata';
import { ErasureServices, MemberDto, MembershipEvents } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataRequestsRepository } from '../src/data-requests/data-requests.repository';
import { DataRequestsService } from '../src/data-requests/data-requests.service';
import { MemberDocumentsRepository } from '../src/documents/member-documents.repository';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

/**
 * Issue 32 "Erasure that keeps the books", membership's part over Postgres and the S3 store: ask, decline, complete
 * (the member row anonymised, files and rows naming them gone, audit rewritten, one event), confirmations.
 */
describe('erasure requests over Postgres', () => {
  let fx: MembershipFixture;
  let sut: DataRequestsService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = new DataRequestsService(
      fx.dataSource,
      new OutboxWriter(),
      new AuditTrail(),
      new DataRequestsRepository(),
      new MemberDocumentsRepository(fx.dataSource),
      fx.storage,
      fx.settings,
    );
  });
  afterAll(() => fx?.teardown());

  let counter = 0;
  const newMember = (): Promise<MemberDto> => {
    counter++;
    const tag = 'abcdefghij'[counter % 10] + 'xyz'[Math.floor(counter / 10) % 3];
    return fx.members.create(
      {
        firstName: `Kaveri${tag}`,
        lastName: `Hegdeerase${tag}`,
        email: `kaveri.erase${tag}@example.in`,
        phone: nextPhone(),
        status: 'active',
        dateOfBirth: '1985-03-04',
        address: `${counter} Temple Street Mysuru`,
        aadharNumber: '1234 5678 9012',
      },
      fx.admin,
    );
  };
  const textsOf = (m: MemberDto) => [m.firstName, m.lastName, m.email!, m.phone, m.memberId, m.address!];
  const rowsNaming = async (texts: string[]) => {
    const found: string[] = [];
    const tables = await fx.dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')`,
    );
    for (const { table_name, column_name } of tables) {
      for (const text of texts) {
        const [{ n }] = await fx.dataSource.query(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`,
          [`%${text}%`],
        );
        if (n > 0) found.push(`${table_name}.${column_name} holds ${text}`);
      }
    }
    return found;
  };

  it('records a member asking for erasure, with its deadline and what is kept; a second open one is 409', async () => {
    const member = await newMember();
    const request = await sut.requestErasure({ note: 'Leaving the trade' }, memberActor(member.id));
    assert.equal(request.kind, 'erasure');
    assert.equal(request.status, 'open');
    const days = (Date.parse(request.dueBy) - Date.parse(request.createdAt)) / 86_400_000;
    assert.equal(Math.round(days), 30);
    assert.ok(request.keeps.some((line) => line.includes('7 years')));
    await assert.rejects(sut.requestErasure({}, memberActor(member.id)), {
      code: 'MEMBERSHIP_ERASURE_ALREADY_REQUESTED',
    });
    assert.deepEqual(
      (await sut.listForMember(member.id, fx.admin)).map((r) => r.id),
      [request.id],
    );
    const listed = await sut.listAll('open', fx.admin);
    assert.ok(listed.some((item) => item.id === request.id && item.kind === 'erasure'));
    const events = (await fx.events(MembershipEvents.DataRequestRequested)).filter(
      (e) => e.data.request.id === request.id,
    );
    assert.equal(events.length, 1, 'the office is told once');
    await assert.rejects(sut.requestErasure({}, fx.admin), { code: 'FORBIDDEN' });
    await assert.rejects(sut.listAll(undefined, memberActor(member.id)), { code: 'FORBIDDEN' });
  });

  it('declines with a reason the member reads; a declined request cannot be completed', async () => {
    const member = await newMember();
    const request = await sut.requestErasure({}, memberActor(member.id));
    await assert.rejects(sut.decline(request.id, '  ', fx.admin), { code: 'VALIDATION_FAILED' });
    const declined = await sut.decline(request.id, 'Dues are being disputed', fx.admin);
    assert.equal(declined.status, 'declined');
    assert.equal(declined.declineReason, 'Dues are being disputed');
    await assert.rejects(sut.completeErasure(request.id, fx.admin), { code: 'MEMBERSHIP_DATA_REQUEST_NOT_OPEN' });
    const [row] = await fx.dataSource.query(`SELECT first_name FROM members WHERE id = $1`, [member.id]);
    assert.equal(row.first_name, member.firstName, 'nothing was erased');
  });

  it('completes: the member is erased in membership, files gone, one event; another member is untouched', async () => {
    const member = await newMember();
    const bystander = await newMember();
    const photoKey = `members/${member.id}/photo.png`;
    await fx.storage.upload(photoKey, [Buffer.from('png')], 'image/png');
    await fx.files.set(
      { id: member.id, kind: 'photo', key: photoKey, contentType: 'image/png', fileName: 'me.png', size: 3 } as never,
      fx.admin,
    );
    // A ready copy of everything (the other helper's data_copies): listed in the office's view, erased with the member.
    const zipKey = `data-copies/${member.id}/copy.zip`;
    await fx.storage.upload(zipKey, [Buffer.from('zip')], 'application/zip');
    const [copy] = await fx.dataSource.query(
      `INSERT INTO data_copies (member_id, requested_by, requested_by_id, state, ready_at, expires_at, file_key, size)
       VALUES ($1, 'member', $3, 'ready', now(), now() + interval '7 days', $2, 3) RETURNING id`,
      [member.id, zipKey, member.id],
    );
    const copies = (await sut.listAll('done', fx.admin)).filter((item) => item.kind === 'copy');
    assert.deepEqual(
      copies.map((item) => [item.id, item.memberUuid]),
      [[copy.id, member.id]],
    );
    assert.match(copies[0].detail ?? '', /^Ready until \d\d\/\d\d\/\d{4}$/);
    const request = await sut.requestErasure({}, memberActor(member.id));
    await assert.rejects(sut.completeErasure(request.id, fx.admin, bystander.id), {
      code: 'MEMBERSHIP_DATA_REQUEST_NOT_FOUND',
    });
    assert.ok((await rowsNaming(textsOf(member))).length > 0, 'positive control: the member is found before');

    const completing = await sut.completeErasure(request.id, fx.admin, member.id);
    assert.equal(completing.status, 'completing');
    assert.match(completing.pseudonym ?? '', /^ERASED-[0-9A-F]{10}$/);
    assert.deepEqual(
      completing.confirmations.map((c) => c.service),
      ['membership'],
    );
    await assert.rejects(fx.storage.size(photoKey), 'the photo is gone from the store');
    await assert.rejects(fx.storage.size(zipKey), 'the copy of their data is gone from the store');
    assert.deepEqual(await fx.dataSource.query(`SELECT id FROM data_copies WHERE member_id = $1`, [member.id]), []);

    const events = (await fx.events(MembershipEvents.ErasureCompleted)).filter((e) => e.data.requestId === request.id);
    assert.equal(events.length, 1);
    assert.equal(events[0].data.pseudonym, completing.pseudonym);
    // The completion event itself names the member until every service confirmed; it is forgotten then.
    await fx.dataSource.query(`UPDATE outbox SET published_at = now() WHERE published_at IS NULL`);
    const leftBefore = await rowsNaming(textsOf(member));
    assert.deepEqual(
      leftBefore,
      leftBefore.filter((where) => where.startsWith('outbox.payload')),
    );

    for (const service of ErasureServices.filter((s) => s !== 'membership')) {
      await fx.dataSource.transaction((manager) => sut.confirm(manager, request.id, service));
    }
    const [done] = await sut.listForMember(member.id, fx.admin);
    assert.equal(done.status, 'done');
    assert.deepEqual(done.confirmations.map((c) => c.service).sort(), [...ErasureServices].sort());
    assert.deepEqual(await rowsNaming(textsOf(member)), [], 'nothing in membership names the member');

    // A replayed confirmation changes nothing.
    const before = await fx.dataSource.query(`SELECT * FROM erasure_confirmations WHERE request_id = $1`, [request.id]);
    await fx.dataSource.transaction((manager) => sut.confirm(manager, request.id, 'payments'));
    assert.deepEqual(
      await fx.dataSource.query(`SELECT * FROM erasure_confirmations WHERE request_id = $1`, [request.id]),
      before,
    );
    const [other] = await fx.dataSource.query(`SELECT first_name, email FROM members WHERE id = $1`, [bystander.id]);
    assert.equal(other.first_name, bystander.firstName);
    assert.equal(other.email, bystander.email);
    const audit = await fx.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE after::text LIKE $1`, [
      `%${completing.pseudonym}%`,
    ]);
    assert.ok(audit[0].n > 0, 'the audit trail keeps the rows, under the pseudonym');
  });
});
