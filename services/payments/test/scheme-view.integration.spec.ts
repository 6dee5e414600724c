import 'reflect-metadata';
import { MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

/** The '{scheme} - All Members' view follows every change to members and records (issue 10, scheme view). */
describe("the scheme view's newest-record status", () => {
  const harness = new PaymentsHarness();
  let records: PaymentRecordsService;

  beforeAll(async () => {
    await harness.setUp();
    records = harness.get(PaymentRecordsService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const view = async (status?: string) =>
    (await records.schemeMembers({ scheme: 'esi', status, page: 1, limit: 1000, actor: ADMIN })).members;
  const statusOf = async (memberId: string) => (await view()).find((m) => m.memberRef === memberId)?.status;

  it('moves a member from No Record to Pending to Paid as dues are raised and paid, and the filters follow', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    assert.equal(await statusOf(member.id), 'no_record');
    assert.ok((await view('no_record')).some((m) => m.memberRef === member.id));

    await harness.get(DuesJob).raise('2026-11-01');
    assert.equal(await statusOf(member.id), 'pending');
    assert.ok(!(await view('no_record')).some((m) => m.memberRef === member.id), 'no longer under No Record');
    const [due] = await harness.records(member.id, 'esi');

    await records.update({ id: due.id, input: { status: 'paid' }, actor: ADMIN });
    assert.equal(await statusOf(member.id), 'paid');
    assert.deepEqual(
      (await view('paid')).filter((m) => m.memberRef === member.id).map((m) => m.latestRecord?.id),
      [due.id],
    );
  });

  it('keeps the newest record deciding: a change to an older record leaves the status as it is', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const older = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: 200, status: 'overdue', dueDate: '2026-09-01' },
      actor: ADMIN,
    });
    await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: 200, status: 'pending', dueDate: '2026-10-01' },
      actor: ADMIN,
    });
    assert.equal(await statusOf(member.id), 'pending');
    await records.update({ id: older.id, input: { status: 'paid' }, actor: ADMIN });
    assert.equal(await statusOf(member.id), 'pending', 'the newer pending record still decides');
  });

  it('drops a member who opts out or is deleted, and brings back their newest record when they opt in again', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const paid = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: 200, status: 'paid' },
      actor: ADMIN,
    });
    await harness.deliver(MembershipEvents.MemberUpdated, { member: { ...member, optedSchemes: ['postal'] } });
    assert.equal(await statusOf(member.id), undefined, 'opted out of ESI');

    await harness.deliver(MembershipEvents.MemberUpdated, { member: { ...member, optedSchemes: ['esi'] } });
    const back = (await view()).find((m) => m.memberRef === member.id);
    assert.equal(back?.status, 'paid');
    assert.equal(back?.latestRecord?.id, paid.id);

    await harness.deliver(MembershipEvents.MemberDeleted, { member });
    assert.equal(await statusOf(member.id), undefined, 'a deleted member is not listed');
  });
});
