import 'reflect-metadata';
import { MemberDto, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

describe('membership validity and renewals over Postgres', () => {
  let fx: MembershipFixture;
  const at = (iso: string | null) => (iso ? Date.parse(iso) : NaN);
  const passport = {
    key: 'registrations/passport.jpg',
    contentType: 'image/jpeg',
    fileName: 'passport.jpg',
    size: 1234,
  };

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  const applicant = () =>
    fx.members.create(
      { firstName: 'Kiran', lastName: 'Shetty', phone: nextPhone(), email: `kiran.${nextPhone()}@example.com` },
      { userId: 'public', userType: 'public' },
      'registration',
      { passportPhoto: passport },
    );

  /** An active member whose membership ends `days` from now (negative: already passed). */
  async function activeUntil(days: number): Promise<MemberDto> {
    const member = await fx.members.create(
      { firstName: 'Renu', lastName: 'Patil', phone: nextPhone(), status: 'active' },
      fx.admin,
    );
    await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
      member.id,
      new Date(Date.now() + days * DAY_MS),
    ]);
    return fx.members.get(member.id, fx.admin);
  }

  describe('approval', () => {
    it('starts a one-year membership on the approval date and shows the passport photo as the profile photo', async () => {
      const pending = await applicant();
      assert.equal(pending.membershipEndDate, null, 'Valid Until: Not set before approval');
      assert.equal(pending.profilePhotoUrl, null);
      const approved = await fx.review.approve(pending.id, fx.admin);
      assert.equal(approved.membershipStartDate, approved.approvedAt, 'the membership starts on the approval date');
      assert.ok(Math.abs(at(approved.approvedAt) - Date.now()) < 60_000);
      assert.equal(at(approved.membershipEndDate) - at(approved.membershipStartDate), YEAR_MS, 'one year (365 days)');
      assert.equal(approved.profilePhotoUrl, `/api/members/${approved.id}/photo`);
      assert.deepEqual(await fx.files.get(approved.id, 'photo', fx.admin), {
        key: passport.key,
        contentType: passport.contentType,
        fileName: passport.fileName,
        size: passport.size,
      });
    });

    it('keeps a profile photo the admin set before approving', async () => {
      const pending = await applicant();
      const own = { key: 'members/chosen.png', contentType: 'image/png', fileName: 'chosen.png', size: 99 };
      await fx.files.set({ id: pending.id, kind: 'photo', ...own, actor: fx.admin }, fx.admin);
      await fx.review.approve(pending.id, fx.admin);
      assert.equal((await fx.files.get(pending.id, 'photo', fx.admin)).key, own.key);
    });

    it('keeps an end date the admin already gave the application when it is still ahead', async () => {
      const pending = await fx.members.create(
        { firstName: 'Dated', lastName: 'Ahead', phone: nextPhone(), membershipEndDate: '2099-03-31' },
        fx.admin,
      );
      const approved = await fx.review.approve(pending.id, fx.admin);
      assert.equal(approved.membershipEndDate, '2099-03-31T00:00:00.000Z');
    });

    it('keeps the passport photo when the profile photo taken from it is removed or replaced', async () => {
      const approved = await fx.review.approve((await applicant()).id, fx.admin);
      const cleared = await fx.files.clear(approved.id, 'photo', fx.admin);
      assert.equal(cleared.removedKey, null, 'the object is still the passport photo: not deleted');
      assert.equal((await fx.files.get(approved.id, 'passportPhoto', fx.admin)).key, passport.key);

      const again = await fx.review.approve((await applicant()).id, fx.admin);
      const replaced = await fx.files.set(
        {
          id: again.id,
          kind: 'photo',
          key: 'members/new.png',
          contentType: 'image/png',
          fileName: 'n.png',
          size: 5,
          actor: fx.admin,
        },
        fx.admin,
      );
      assert.equal(replaced.replacedKey, null);
      assert.deepEqual((await fx.members.delete(again.id, fx.admin)).removedKeys.sort(), [
        'members/new.png',
        passport.key,
      ]);
    });
  });

  describe('completing and declining a renewal request', () => {
    it('extends an early renewal by one year from the current end date, so no weeks are lost, and records who and when', async () => {
      // Inside the 30-day window a member may ask in (issue 30).
      const member = await activeUntil(29);
      const request = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
      const { request: done, member: renewed } = await fx.renewals.complete(
        request.id,
        { paymentMethod: 'upi', reference: ' UTR4451 ' },
        fx.admin,
      );
      assert.equal(at(renewed.membershipEndDate) - at(member.membershipEndDate), YEAR_MS);
      assert.equal(renewed.status, 'active');
      assert.equal(done.status, 'completed');
      assert.equal(done.resolvedBy, fx.admin.userId);
      assert.ok(Math.abs(at(done.resolvedAt) - Date.now()) < 60_000);
      assert.deepEqual([done.previousEndDate, done.newEndDate], [member.membershipEndDate, renewed.membershipEndDate]);
      assert.deepEqual(
        (await fx.renewals.list(member.id, fx.admin)).map((r) => [r.id, r.status]),
        [[request.id, 'completed']],
      );

      const [event] = (await fx.events(MembershipEvents.MemberRenewed)).filter((e) => e.data.member.id === member.id);
      const data = event.data;
      assert.equal(data.member.status, 'active');
      assert.equal(data.by, fx.admin.userId);
      assert.deepEqual(data.renewal, {
        requestId: request.id,
        amount: '2000.00',
        previousEndDate: member.membershipEndDate,
        membershipEndDate: renewed.membershipEndDate,
        paymentMethod: 'upi',
        paymentReference: 'UTR4451',
      });
      assert.deepEqual([done.paymentMethod, done.paymentReference], ['upi', 'UTR4451']);
    });

    it('renews a lapsed membership for one year from today and makes the member active', async () => {
      const member = await activeUntil(-10);
      assert.equal(member.status, 'expired');
      const request = await fx.renewals.create({ memberId: member.id }, fx.admin);
      assert.equal(request.currentStatus, 'expired', 'the status the member page showed');
      const { member: renewed } = await fx.renewals.complete(request.id, { paymentMethod: 'cash' }, fx.admin);
      assert.ok(Math.abs(at(renewed.membershipEndDate) - (Date.now() + YEAR_MS)) < 60_000);
      assert.equal(renewed.status, 'active');

      const stored = await fx.members.create(
        { firstName: 'Stored', lastName: 'Expired', phone: nextPhone(), status: 'expired' },
        fx.admin,
      );
      const asked = await fx.renewals.create({ memberId: stored.id }, fx.admin);
      assert.equal((await fx.renewals.complete(asked.id, { paymentMethod: 'cash' }, fx.admin)).member.status, 'active');
    });

    it('declines a request with the reason, who and when, and leaves the membership as it was', async () => {
      const member = await activeUntil(-3);
      const request = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
      const { request: declined, member: after } = await fx.renewals.decline(request.id, '  Cheque bounced ', fx.admin);
      assert.deepEqual(
        [declined.status, declined.declineReason, declined.resolvedBy, declined.newEndDate],
        ['declined', 'Cheque bounced', fx.admin.userId, null],
      );
      assert.deepEqual([after.status, after.membershipEndDate], ['expired', member.membershipEndDate]);
      const [event] = (await fx.events(MembershipEvents.RenewalDeclined)).filter(
        (e) => e.data.renewal.requestId === request.id,
      );
      assert.equal(event.data.reason, 'Cheque bounced');

      const next = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
      assert.notEqual(next.id, request.id, 'after a decline the member may ask again');
    });

    it('asks how the fee was paid: a known method, and a reference unless cash; nothing changes without them', async () => {
      const member = await activeUntil(9);
      const request = await fx.renewals.create({ memberId: member.id }, fx.admin);
      for (const [payment, field] of [
        [{}, 'paymentMethod'],
        [{ paymentMethod: 'gold' }, 'paymentMethod'],
        [{ paymentMethod: 'cheque', reference: ' ' }, 'reference'],
      ] as const) {
        await assert.rejects(fx.renewals.complete(request.id, payment, fx.admin), (err: unknown) => {
          const errors = (err as { details?: { errors?: { field: string }[] } }).details?.errors;
          assert.equal(errors?.[0]?.field, field, JSON.stringify(payment));
          return true;
        });
      }
      assert.equal((await fx.members.get(member.id, fx.admin)).membershipEndDate, member.membershipEndDate);
      assert.equal((await fx.renewals.list(member.id, fx.admin))[0].status, 'open');
      const done = await fx.renewals.complete(request.id, { paymentMethod: 'cheque', reference: '004512' }, fx.admin);
      assert.deepEqual([done.request.paymentMethod, done.request.paymentReference], ['cheque', '004512']);
    });

    it('resolves a request once, says which request is unknown, and lets only admins resolve', async () => {
      const member = await activeUntil(5);
      const request = await fx.renewals.create({ memberId: member.id }, fx.admin);
      await assert.rejects(fx.renewals.complete(request.id, { paymentMethod: 'cash' }, memberActor(member.id)), {
        code: 'FORBIDDEN',
      });
      await assert.rejects(fx.renewals.decline(request.id, null, memberActor(member.id)), { code: 'FORBIDDEN' });
      const results = await Promise.allSettled([
        fx.renewals.complete(request.id, { paymentMethod: 'cash' }, fx.admin),
        fx.renewals.complete(request.id, { paymentMethod: 'cash' }, fx.admin),
      ]);
      assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
      const after = await fx.members.get(member.id, fx.admin);
      assert.equal(at(after.membershipEndDate) - at(member.membershipEndDate), YEAR_MS, 'one year added, not two');
      await assert.rejects(fx.renewals.decline(request.id, null, fx.admin), {
        code: 'MEMBERSHIP_RENEWAL_REQUEST_NOT_OPEN',
        message: 'This renewal request is already completed',
      });
      for (const unknown of ['0b5a4a36-58a4-4d5c-9a61-9d5f8a0c2b11', 'not-a-uuid']) {
        await assert.rejects(fx.renewals.complete(unknown, { paymentMethod: 'cash' }, fx.admin), {
          code: 'MEMBERSHIP_RENEWAL_REQUEST_NOT_FOUND',
          message: 'Renewal request not found',
        });
      }
    });

    it('refuses to renew an applicant not yet approved or a suspended member: approval is the only way in', async () => {
      const refused = { code: 'MEMBERSHIP_NOT_APPROVED', message: 'Approve the application first' };
      const pending = await applicant();
      await assert.rejects(fx.renewals.create({ memberId: pending.id }, fx.admin), refused);
      await assert.rejects(fx.renewals.create({ memberId: pending.id }, memberActor(pending.id)), refused);
      const suspended = await fx.members.create(
        { firstName: 'Sus', lastName: 'Pended', phone: nextPhone(), status: 'suspended' },
        fx.admin,
      );
      await assert.rejects(fx.renewals.create({ memberId: suspended.id }, fx.admin), refused);
      assert.deepEqual(await fx.renewals.list(pending.id, fx.admin), [], 'no request was stored');

      // A request opened while the member was active is not completed once they are suspended.
      const member = await activeUntil(-2);
      const request = await fx.renewals.create({ memberId: member.id }, fx.admin);
      await fx.dataSource.query(`UPDATE members SET status = 'suspended' WHERE id = $1`, [member.id]);
      await assert.rejects(fx.renewals.complete(request.id, { paymentMethod: 'cash' }, fx.admin), refused);
      const after = await fx.members.get(member.id, fx.admin);
      assert.deepEqual([after.status, after.membershipEndDate], ['suspended', member.membershipEndDate]);
      assert.equal((await fx.renewals.list(member.id, fx.admin))[0].status, 'open');
      // It may still be declined.
      assert.equal((await fx.renewals.decline(request.id, null, fx.admin)).request.status, 'declined');
    });

    it('announces a new renewal request once, not when the same open request is asked for again', async () => {
      const member = await activeUntil(12);
      const first = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
      await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
      const events = (await fx.events(MembershipEvents.RenewalRequested)).filter((e) => e.data.member.id === member.id);
      assert.deepEqual(
        events.map((e) => e.data.renewal),
        [
          {
            requestId: first.id,
            amount: '2000.00',
            renewsUntil: new Date(at(member.membershipEndDate) + YEAR_MS).toISOString(),
          },
        ],
      );
    });
  });

  describe("the association's fees", () => {
    it('seeds ₹1,000 to join and ₹2,000 to renew; a fee an admin sets is what the renewal settings and a new request ask', async () => {
      assert.deepEqual(await fx.renewals.getFees(), { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: null });
      const set = await fx.renewals.updateFees({ renewalFee: '2500' }, fx.admin);
      assert.deepEqual([set.joiningFee, set.renewalFee], ['1000.00', '2500.00']);
      assert.ok(set.updatedAt);
      try {
        assert.deepEqual(await fx.renewals.settings(), { renewalFee: '2500.00', periodDays: 365 });
        const member = await activeUntil(3);
        const request = await fx.renewals.create({ memberId: member.id, renewalAmount: '1' }, memberActor(member.id));
        assert.equal(
          request.renewalAmount,
          '2500.00',
          "a member's request asks the set fee, not what the browser sent",
        );
        await assert.rejects(fx.renewals.updateFees({ renewalFee: '1' }, memberActor(member.id)), {
          code: 'FORBIDDEN',
        });
      } finally {
        await fx.renewals.updateFees({ renewalFee: '2000.00' }, fx.admin);
      }
      assert.equal((await fx.renewals.getFees()).renewalFee, '2000.00');
    });
  });
});
