import 'reflect-metadata';
import { MembershipEvents, MembersImportedEventData } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, aMember, MemberSnapshot, PaymentsHarness } from './support/payments-harness';

interface MemberRow {
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: string;
  opted_schemes: string[];
  membership_end_date: Date | null;
  deleted_at: Date | null;
}

describe("payments' copy of members, kept from membership's events", () => {
  const harness = new PaymentsHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const row = async (id: string): Promise<MemberRow | undefined> =>
    (
      await harness.db.query<MemberRow>(
        `SELECT member_code, first_name, last_name, email, phone, status, opted_schemes, membership_end_date, deleted_at
         FROM payment_members WHERE id = $1`,
        [id],
      )
    ).rows[0];

  const publishMember = (type: string, member: MemberSnapshot) => harness.publish(type, { member, source: 'admin' });

  /** Waits until the member's row matches, so each step is known to have arrived through JetStream. */
  const rowWhen = (id: string, match: (r: MemberRow) => boolean, what: string) =>
    harness.waitFor(async () => {
      const found = await row(id);
      return found && match(found) ? found : undefined;
    }, what);

  it('learns a member registered in membership, then their approval, changes and rejection', async () => {
    const member = aMember({
      status: 'pending',
      optedSchemes: ['esi'],
      memberId: 'PHOTO7001',
      membershipEndDate: null,
    });
    await publishMember(MembershipEvents.MemberCreated, member);
    assert.deepEqual(await rowWhen(member.id, () => true, 'the registered member'), {
      member_code: 'PHOTO7001',
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      phone: member.phone,
      status: 'pending',
      opted_schemes: ['esi'],
      membership_end_date: null,
      deleted_at: null,
    });

    const approved = { ...member, status: 'active', membershipEndDate: '2027-11-22T00:00:00.000Z' };
    await publishMember(MembershipEvents.MemberApproved, approved);
    const active = await rowWhen(member.id, (r) => r.status === 'active', 'the approval');
    assert.equal(active.membership_end_date?.toISOString(), '2027-11-22T00:00:00.000Z');

    const changed: MemberSnapshot = { ...approved, firstName: 'Ashwini', optedSchemes: ['postal', 'kutumba_barosa'] };
    await publishMember(MembershipEvents.MemberUpdated, changed);
    const updated = await rowWhen(member.id, (r) => r.first_name === 'Ashwini', 'the update');
    assert.deepEqual(updated.opted_schemes, ['postal', 'kutumba_barosa']);
    assert.equal(updated.status, 'active');

    await publishMember(MembershipEvents.MemberRejected, { ...member, status: 'rejected' });
    await rowWhen(member.id, (r) => r.status === 'rejected', 'the rejection');
  });

  it("keeps the member's language: Kannada as the event says, back to English when they change it, English when an older event has none", async () => {
    const language = async (id: string) =>
      (await harness.db.query<{ language: string }>('SELECT language FROM payment_members WHERE id = $1', [id])).rows[0]
        ?.language;
    const member = aMember({ language: 'kn' });
    await publishMember(MembershipEvents.MemberCreated, member);
    await rowWhen(member.id, () => true, 'the member');
    assert.equal(await language(member.id), 'kn');

    await publishMember(MembershipEvents.MemberUpdated, { ...member, firstName: 'Changed', language: 'en' });
    await rowWhen(member.id, (r) => r.first_name === 'Changed', 'the change of language');
    assert.equal(await language(member.id), 'en');

    const older = aMember();
    delete older.language;
    await publishMember(MembershipEvents.MemberCreated, older);
    await rowWhen(older.id, () => true, 'the member from an older event');
    assert.equal(await language(older.id), 'en');
  });

  it('learns every member of an imported chunk from one membership.member.imported event', async () => {
    const chunk = [
      aMember({ optedSchemes: ['esi', 'postal'] }),
      aMember({ optedSchemes: [] }),
      aMember({ optedSchemes: ['kutumba_barosa'], email: null }),
    ];
    await harness.publish<MembersImportedEventData>(MembershipEvents.MembersImported, {
      members: chunk,
      source: 'import',
    });
    for (const member of chunk) {
      const found = await rowWhen(member.id, () => true, `imported member ${member.memberId}`);
      assert.equal(found.member_code, member.memberId);
      assert.deepEqual(found.opted_schemes, member.optedSchemes);
      assert.equal(found.email, member.email);
    }
  });

  it('keeps the payment history of a member deleted in membership: records still listed, member marked deleted, gone from the scheme view', async () => {
    const records = harness.get(PaymentRecordsService);
    const member = aMember({ optedSchemes: ['esi'], firstName: 'Deleted', lastName: 'Member' });
    await publishMember(MembershipEvents.MemberCreated, member);
    await rowWhen(member.id, () => true, 'the member');
    const paid = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: '200', status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    const inView = async () =>
      (await records.schemeMembers({ actor: ADMIN, scheme: 'esi', limit: 1000 })).members.some(
        (m) => m.memberRef === member.id,
      );
    assert.equal(await inView(), true, 'the member should be in the ESI view before deletion');

    await publishMember(MembershipEvents.MemberDeleted, member);
    const deleted = await rowWhen(member.id, (r) => r.deleted_at !== null, 'the deletion');
    assert.equal(deleted.member_code, member.memberId);

    const listed = await records.list({ actor: ADMIN, memberId: member.id });
    assert.deepEqual(
      listed.records.map((r) => [r.id, r.status, r.amount, r.memberName, r.receiptNumber]),
      [[paid.id, 'paid', '200.00', 'Deleted Member', paid.receiptNumber]],
    );
    const bySearch = await records.list({ actor: ADMIN, search: member.memberId });
    assert.deepEqual(
      bySearch.records.map((r) => r.id),
      [paid.id],
    );
    assert.equal(await inView(), false, 'a deleted member is still shown in the ESI view');
  });

  it('does not bring a deleted member back when a late update about them arrives', async () => {
    const member = aMember();
    await publishMember(MembershipEvents.MemberCreated, member);
    await publishMember(MembershipEvents.MemberDeleted, member);
    await rowWhen(member.id, (r) => r.deleted_at !== null, 'the deletion');
    await publishMember(MembershipEvents.MemberUpdated, { ...member, firstName: 'Late' });
    const after = await rowWhen(member.id, (r) => r.first_name === 'Late', 'the late update');
    assert.notEqual(after.deleted_at, null);
  });
});
