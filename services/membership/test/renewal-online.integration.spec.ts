import 'reflect-metadata';
import { MemberDto, MembershipEvents, RenewalFeeRecordedEventData } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const DAY_MS = 86_400_000;

describe('a renewal paid online completes once (payments.renewal-fee.recorded)', () => {
  let fx: MembershipFixture;

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  async function activeUntil(days: number): Promise<MemberDto> {
    const member = await fx.members.create(
      { firstName: 'Online', lastName: 'Renewer', phone: nextPhone(), status: 'active' },
      fx.admin,
    );
    await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
      member.id,
      new Date(Date.now() + days * DAY_MS),
    ]);
    return fx.members.get(member.id, fx.admin);
  }

  const recorded = (renewalRequestId: string, memberId: string): RenewalFeeRecordedEventData => ({
    renewalRequestId,
    memberId,
    recordId: randomUUID(),
    receiptNumber: 'RCPT-2026-000900',
    amount: '2000.00',
    razorpayPaymentId: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    razorpayOrderId: 'order_X',
    paidAt: new Date().toISOString(),
  });

  const apply = (data: RenewalFeeRecordedEventData) =>
    fx.dataSource.transaction((manager) => fx.renewals.completePaidOnline(manager, data));

  it('renews the member one year once and names the online payment on the request and its renewed event', async () => {
    const member = await activeUntil(10);
    const request = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
    const data = recorded(request.id, member.id);

    assert.equal(await apply(data), true);
    // The same payment announced again (or a second order's payment): the request is no longer open.
    assert.equal(await apply(data), false);
    assert.equal(await apply(recorded(request.id, member.id)), false);
    assert.deepEqual(
      (await fx.events(MembershipEvents.RenewalPaymentUnapplied))
        .filter((e) => e.data.memberId === member.id)
        .map((e) => e.data.reason),
      ['completed', 'completed'],
    );

    const [after] = await fx.renewals.list(member.id, fx.admin);
    assert.deepEqual(
      [after.status, after.paymentMethod, after.paymentReference, after.resolvedBy],
      ['completed', 'razorpay', data.razorpayPaymentId, null],
    );
    const renewedMember = await fx.members.get(member.id, fx.admin);
    assert.equal(
      Date.parse(renewedMember.membershipEndDate!) - Date.parse(member.membershipEndDate!),
      365 * DAY_MS,
      'one more year from the old end date, once',
    );
    const renewed = (await fx.events(MembershipEvents.MemberRenewed)).filter(
      (e) => e.data.renewal.requestId === request.id,
    );
    assert.equal(renewed.length, 1);
    assert.deepEqual(
      [renewed[0].data.renewal.paymentMethod, renewed[0].data.renewal.paymentReference, renewed[0].data.renewal.amount],
      ['razorpay', data.razorpayPaymentId, '2000.00'],
    );
  });

  it('leaves a request declined meanwhile, and a suspended member, as they are', async () => {
    const declinedMember = await activeUntil(5);
    const declined = await fx.renewals.create({ memberId: declinedMember.id }, memberActor(declinedMember.id));
    await fx.renewals.decline(declined.id, 'Asked by mistake', fx.admin);
    assert.equal(await apply(recorded(declined.id, declinedMember.id)), false);

    const suspended = await activeUntil(5);
    const open = await fx.renewals.create({ memberId: suspended.id }, memberActor(suspended.id));
    await fx.dataSource.query(`UPDATE members SET status = 'suspended' WHERE id = $1`, [suspended.id]);
    assert.equal(await apply(recorded(open.id, suspended.id)), false);
    assert.equal((await fx.renewals.list(suspended.id, fx.admin))[0].status, 'open');
    assert.equal(await apply(recorded('not-a-uuid', suspended.id)), false);

    // Each payment that renewed nothing is announced once with why, for payments to keep it for a refund.
    const unapplied = (await fx.events(MembershipEvents.RenewalPaymentUnapplied))
      .filter((e) => [declinedMember.id, suspended.id].includes(e.data.memberId))
      .map((e) => [e.data.memberId, e.data.reason]);
    assert.deepEqual(unapplied, [
      [declinedMember.id, 'declined'],
      [suspended.id, 'member suspended'],
      [suspended.id, 'unknown renewal request'],
    ]);
  });
});
