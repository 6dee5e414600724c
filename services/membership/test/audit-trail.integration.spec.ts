import 'reflect-metadata';
import { ActorDto } from '@portal/contracts';
import { AuditActor, runAsActor } from '@portal/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

/**
 * The audit trail in membership (DESIGN.md §6, issue 27): each change a request makes leaves one row naming
 * its actor, in the change's own transaction; a refused or invalid request leaves none.
 */
describe('membership audit trail', () => {
  let fx: MembershipFixture;
  let secretary: ActorDto;
  const asSecretary = (): AuditActor => ({
    type: 'admin',
    id: secretary.userId,
    role: 'secretary',
    ip: '203.0.113.9',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
  });
  const asMember = (id: string): AuditActor => ({ type: 'member', id, role: null, ip: null, correlationId: null });
  const asPublic: AuditActor = { type: 'public', id: null, role: null, ip: '198.51.100.4', correlationId: null };

  beforeAll(async () => {
    fx = await startMembershipFixture();
    secretary = fx.admin;
  });
  afterAll(() => fx?.teardown());

  const rowsFor = async (entityId: string) =>
    fx.dataSource.query(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId]);
  const total = async () => (await fx.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n as number;
  const pendingMember = () =>
    runAsActor(asSecretary(), () =>
      fx.members.create({ firstName: 'Ravi', lastName: 'Kumar', phone: nextPhone() }, fx.admin),
    );
  const activeMember = async () => {
    const member = await pendingMember();
    return runAsActor(asSecretary(), () => fx.review.approve(member.id, fx.admin));
  };

  it("records a secretary's approval once, naming them, their role, address and request, with the status change", async () => {
    const member = await pendingMember();
    const actor = asSecretary();
    await runAsActor(actor, () => fx.review.approve(member.id, fx.admin));
    const rows = await rowsFor(member.id);
    assert.deepEqual(
      rows.map((row: { action: string }) => row.action),
      ['member.created', 'member.approved'],
    );
    const approved = rows[1];
    assert.deepEqual(
      [approved.actor_type, approved.actor_id, approved.actor_role, approved.ip, approved.correlation_id],
      ['admin', secretary.userId, 'secretary', '203.0.113.9', actor.correlationId],
    );
    assert.equal(approved.entity, 'member');
    assert.equal(approved.before.status, 'pending');
    assert.equal(approved.after.status, 'active');
    assert.equal(approved.after.firstName, undefined, 'only the changed fields');
  });

  it('records nothing for a refused approval (a member may not approve) or an invalid one (not pending)', async () => {
    const member = await activeMember();
    const before = await total();
    await assert.rejects(
      runAsActor(asMember(member.id), () => fx.review.approve(member.id, memberActor(member.id))),
      { code: 'FORBIDDEN' } as object,
    );
    await assert.rejects(
      runAsActor(asSecretary(), () => fx.review.reject(member.id, 'late', fx.admin)),
      { code: 'MEMBERSHIP_NOT_PENDING' } as object,
    );
    assert.equal(await total(), before);
  });

  it("records a member's change of their own phone as theirs, with only the phone before and after", async () => {
    const member = await activeMember();
    const phone = nextPhone();
    await runAsActor(asMember(member.id), () => fx.members.update(member.id, { phone }, memberActor(member.id)));
    const [row] = (await rowsFor(member.id)).filter((r: { action: string }) => r.action === 'member.updated');
    assert.deepEqual([row.actor_type, row.actor_id, row.actor_role], ['member', member.id, null]);
    assert.deepEqual([row.before, row.after], [{ phone: member.phone }, { phone }]);
  });

  it('records a registration as the public caller, keeping only the Aadhaar digits membership stores', async () => {
    const member = await runAsActor(asPublic, () =>
      fx.members.create(
        { firstName: 'Asha', lastName: 'Rao', phone: nextPhone(), aadharNumber: '123412341234' },
        { userId: 'public', userType: 'public' },
        'registration',
      ),
    );
    const rows = await rowsFor(member.id);
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].action, rows[0].actor_type, rows[0].actor_id], ['member.registered', 'public', null]);
    assert.equal(rows[0].after.status, 'pending');
    assert.equal(rows[0].after.aadhaarLast4, '1234');
    assert.doesNotMatch(JSON.stringify(rows[0].after), /123412341234/);
  });

  it("records a member's renewal request once, however often they ask while it is open", async () => {
    const member = await activeMember();
    // Approval gives a year; a member may ask only in the last 30 days (issue 30).
    await fx.dataSource.query(`UPDATE members SET membership_end_date = now() + interval '10 days' WHERE id = $1`, [
      member.id,
    ]);
    const ask = () =>
      runAsActor(asMember(member.id), () => fx.renewals.create({ memberId: member.id }, memberActor(member.id)));
    const request = await ask();
    await ask();
    const rows = await rowsFor(request.id);
    assert.deepEqual(
      rows.map((r: { action: string; actor_id: string }) => [r.action, r.actor_id]),
      [['renewal-request.requested', member.id]],
    );
    await runAsActor(asSecretary(), () => fx.renewals.decline(request.id, 'Not this year', fx.admin));
    const declined = (await rowsFor(request.id))[1];
    assert.deepEqual(
      [declined.action, declined.before.status, declined.after.status],
      ['renewal-request.declined', 'open', 'declined'],
    );
  });

  it('records a document upload and its deletion with the file name, never the storage key', async () => {
    const member = await activeMember();
    const doc = await runAsActor(asSecretary(), () =>
      fx.documents.add(
        {
          id: member.id,
          documentType: 'other',
          description: null,
          key: 'documents/secret-key.pdf',
          contentType: 'application/pdf',
          fileName: 'licence.pdf',
          size: 12,
          actor: fx.admin,
        },
        fx.admin,
      ),
    );
    await runAsActor(asSecretary(), () => fx.documents.delete(member.id, doc.id, fx.admin));
    const rows = await rowsFor(doc.id);
    assert.deepEqual(
      rows.map((r: { action: string }) => r.action),
      ['member-document.uploaded', 'member-document.deleted'],
    );
    assert.equal(rows[0].after.fileName, 'licence.pdf');
    assert.doesNotMatch(JSON.stringify(rows), /secret-key/);
  });

  it('records the membership fees an admin sets, and nothing for refused amounts', async () => {
    const before = await total();
    await assert.rejects(
      runAsActor(asSecretary(), () => fx.renewals.updateFees({ renewalFee: '-5' }, fx.admin)),
      { code: 'VALIDATION_FAILED' } as object,
    );
    assert.equal(await total(), before);
    await runAsActor(asSecretary(), () => fx.renewals.updateFees({ renewalFee: '2750' }, fx.admin));
    const [row] = await fx.dataSource.query(
      `SELECT * FROM audit_log WHERE action = 'membership-fees.updated' ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(row.after.renewalFee, '2750.00');
    assert.equal(await total(), before + 1);
  });

  it('records a bulk import as one row with its counts', async () => {
    const key = `imports/${randomUUID()}.csv`;
    const csv = ['memberId,firstName,lastName,email,phone,address,dateOfBirth,status'];
    csv.push(`,Imported,One,,${nextPhone()},,,active`, `,Imported,Two,,${nextPhone()},,,`, ',Bad,Row,,123,,,');
    await fx.storage.upload(key, [Buffer.from(csv.join('\n'))], 'text/csv');
    const before = await total();
    const answer = await runAsActor(asSecretary(), () =>
      fx.importer.import({ fileKey: key, fileName: 'members.csv', actor: fx.admin }, fx.admin),
    );
    assert.equal(answer.imported, 2);
    assert.equal(await total(), before + 1);
    const [row] = await fx.dataSource.query(`SELECT * FROM audit_log ORDER BY id DESC LIMIT 1`);
    assert.deepEqual(
      [row.action, row.actor_role, row.after],
      ['member-import.completed', 'secretary', { imported: 2, failed: 1, fileName: 'members.csv' }],
    );
  });
});
