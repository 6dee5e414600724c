import 'reflect-metadata';
import { ActorDto, MemberDto, MembershipEvents } from '@portal/contracts';
import { AuditActor, AuditTrail, OutboxWriter, runAsActor } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberActivityRepository } from '../src/activity/member-activity.repository';
import { MemberReturnService } from '../src/members/member-return.service';
import { MembersRepository } from '../src/members/members.repository';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

/** Issue 29: an admin returns a suspended (rejected) applicant to pending, with a reason. */
describe('returning a suspended applicant to pending', () => {
  let fx: MembershipFixture;
  let sut: MemberReturnService;
  const asAdmin = (admin: ActorDto): AuditActor => ({
    type: 'admin',
    id: admin.userId,
    role: 'secretary',
    ip: '203.0.113.9',
    correlationId: 'req-return',
  });

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = new MemberReturnService(
      fx.dataSource,
      new MembersRepository(fx.dataSource),
      new MemberActivityRepository(fx.dataSource),
      new OutboxWriter(),
      new AuditTrail(),
    );
  });
  afterAll(() => fx?.teardown());

  const rejected = async () => {
    const member = await fx.members.create({ firstName: 'Meena', lastName: 'Rao', phone: nextPhone() }, fx.admin);
    return fx.review.reject(member.id, 'Blurred ID proof', fx.admin);
  };
  const eventsOf = async (id: string) =>
    (await fx.events(MembershipEvents.MemberReturnedToPending)).filter((e) => (e.data.member as MemberDto).id === id);
  const auditRows = async (id: string) =>
    fx.dataSource.query(`SELECT * FROM audit_log WHERE entity_id = $1 AND action = 'member.returned-to-pending'`, [id]);

  it('puts a suspended applicant back to pending with the trimmed reason in its event, activity log and audit trail', async () => {
    const member = await rejected();
    const answer = await runAsActor(asAdmin(fx.admin), () =>
      sut.returnToPending(member.memberId, '  ID proof re-sent by post ', fx.admin),
    );
    assert.equal(answer.status, 'pending');
    assert.equal(answer.rejectionReason, 'Blurred ID proof', 'the rejection stays as history');
    assert.equal((await fx.members.get(member.id, fx.admin)).status, 'pending');

    const [event, ...more] = await eventsOf(member.id);
    assert.equal(more.length, 0);
    assert.equal(event.data.reason, 'ID proof re-sent by post');
    assert.equal(event.data.by, fx.admin.userId);
    assert.equal((event.data.member as MemberDto).status, 'pending');

    const log = await fx.activity.list(member.id, fx.admin);
    const entry = log.find((e) => e.kind === 'returned_to_pending');
    assert.deepEqual(entry?.details, { reason: 'ID proof re-sent by post' });
    assert.deepEqual(entry?.by, { type: 'admin', id: fx.admin.userId, name: null });
    assert.ok(
      log.some((e) => e.kind === 'rejected'),
      'the rejection line stays in the log',
    );

    const [row] = await auditRows(member.id);
    assert.deepEqual(
      [row.before.status, row.after.status, row.after.reason],
      ['suspended', 'pending', 'ID proof re-sent by post'],
    );
    assert.equal(row.actor_id, fx.admin.userId);

    // Pending again: it can be approved as any application.
    assert.equal((await fx.review.approve(member.id, fx.admin)).status, 'active');
  });

  it('refuses a member that is not suspended with 409 and changes nothing', async () => {
    const pending = await fx.members.create({ firstName: 'Anil', lastName: 'Das', phone: nextPhone() }, fx.admin);
    await assert.rejects(sut.returnToPending(pending.id, 'Check again', fx.admin), {
      code: 'CONFLICT',
      message: 'Only suspended members can be returned to pending',
    });
    const active = await fx.review.approve(pending.id, fx.admin);
    await assert.rejects(sut.returnToPending(active.id, 'Check again', fx.admin), { code: 'CONFLICT' });
    assert.equal((await fx.members.get(active.id, fx.admin)).status, 'active');
    assert.equal((await eventsOf(active.id)).length, 0);
    assert.equal((await auditRows(active.id)).length, 0);
  });

  it('asks for a reason of 1 to 500 characters naming the field, and changes nothing without one', async () => {
    const member = await rejected();
    for (const reason of [undefined, '', '   ', 42]) {
      await assert.rejects(sut.returnToPending(member.id, reason, fx.admin), {
        code: 'VALIDATION_FAILED',
        details: { errors: [{ field: 'reason', message: 'Give the reason for returning the application to pending' }] },
      } as object);
    }
    await assert.rejects(sut.returnToPending(member.id, 'x'.repeat(501), fx.admin), {
      details: { errors: [{ field: 'reason', message: 'Reason must be at most 500 characters' }] },
    } as object);
    assert.equal((await sut.returnToPending(member.id, 'y'.repeat(500), fx.admin)).status, 'pending');
  });

  it('lets only an admin return an applicant, and a refused call leaves it suspended without an event', async () => {
    const member = await rejected();
    await assert.rejects(sut.returnToPending(member.id, 'Please', memberActor(member.id)), { code: 'FORBIDDEN' });
    assert.equal((await fx.members.get(member.id, fx.admin)).status, 'suspended');
    assert.equal((await eventsOf(member.id)).length, 0);
  });
});
