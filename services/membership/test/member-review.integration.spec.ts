import 'reflect-metadata';
import { MemberDto, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberReviewService } from '../src/members/member-review.service';
import { memberActor, MembershipFixture, newMemberInput, startMembershipFixture } from './membership-fixture';

describe('MemberReviewService over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MemberReviewService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.review;
  });
  afterAll(() => fx?.teardown());

  describe('approve and reject', () => {
    it('approves a pending application once, recording who and when, with its event', async () => {
      const member = await fx.members.create(newMemberInput(), fx.admin);
      const approved = await sut.approve(member.id, fx.admin);
      assert.equal(approved.status, 'active');
      assert.equal(approved.approvedBy, fx.admin.userId);
      assert.notEqual(approved.approvedAt, null);
      const events = (await fx.events(MembershipEvents.MemberApproved)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1);
      assert.equal((events[0].data.member as MemberDto).status, 'active');
      assert.equal(events[0].data.by, fx.admin.userId);
      await assert.rejects(sut.approve(member.id, fx.admin), {
        code: 'MEMBERSHIP_NOT_PENDING',
        message: 'Only pending applications can be approved',
      });
      await assert.rejects(sut.reject(member.id, 'late', fx.admin), {
        message: 'Only pending applications can be rejected',
      });
    });

    it("carries the joining fee the admin recorded as paid at the fees setting's amount, and refuses a bad one naming the field", async () => {
      const joiningFee = (await fx.renewals.getFees()).joiningFee;
      const paid = await fx.members.create(newMemberInput(), fx.admin);
      await sut.approve(paid.id, fx.admin, { joiningFee: 'paid', paymentMethod: 'cheque', reference: ' CHQ-9 ' });
      const waived = await fx.members.create(newMemberInput(), fx.admin);
      await sut.approve(waived.id, fx.admin, { joiningFee: 'not_collected' });
      const feeOf = async (id: string) =>
        (await fx.events(MembershipEvents.MemberApproved)).filter((e) => (e.data.member as MemberDto).id === id)[0]
          ?.data.joiningFee;
      assert.deepEqual(await feeOf(paid.id), {
        amount: joiningFee,
        paymentMethod: 'cheque',
        paymentReference: 'CHQ-9',
      });
      assert.equal(await feeOf(waived.id), undefined);

      const pending = await fx.members.create(newMemberInput(), fx.admin);
      for (const [body, field] of [
        [{ joiningFee: 'yes' }, 'joiningFee'],
        [{ joiningFee: 'paid' }, 'paymentMethod'],
        [{ joiningFee: 'paid', paymentMethod: 'gold' }, 'paymentMethod'],
        [{ joiningFee: 'paid', paymentMethod: 'upi', reference: 42 }, 'reference'],
      ] as const) {
        await assert.rejects(
          sut.approve(pending.id, fx.admin, body),
          (error: { details?: { errors?: { field: string }[] } }) => {
            assert.deepEqual(
              error.details?.errors?.map((e) => e.field),
              [field],
              JSON.stringify(body),
            );
            return true;
          },
        );
      }
      assert.equal((await fx.members.get(pending.id, fx.admin)).status, 'pending');
    });

    it('rejects a pending application with a reason, suspending it', async () => {
      const member = await fx.members.create(newMemberInput(), fx.admin);
      const rejected = await sut.reject(member.memberId, '  Incomplete documents ', fx.admin);
      assert.equal(rejected.status, 'suspended');
      assert.equal(rejected.rejectionReason, 'Incomplete documents');
      assert.equal(rejected.rejectedBy, fx.admin.userId);
      const [event] = (await fx.events(MembershipEvents.MemberRejected)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(event.data.reason, 'Incomplete documents');
    });

    it('lets only admins approve or reject', async () => {
      const member = await fx.members.create(newMemberInput(), fx.admin);
      await assert.rejects(sut.approve(member.id, memberActor(member.id)), { code: 'FORBIDDEN' });
      assert.equal((await fx.members.get(member.id, fx.admin)).status, 'pending');
    });

    it('approves each application once even when two admins click at the same time', async () => {
      const member = await fx.members.create(newMemberInput(), fx.admin);
      const results = await Promise.allSettled([sut.approve(member.id, fx.admin), sut.approve(member.id, fx.admin)]);
      assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
      const events = (await fx.events(MembershipEvents.MemberApproved)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1, 'one approval e-mail, not two');
    });
  });
});
