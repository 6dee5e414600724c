import 'reflect-metadata';
import { ActorDto, MemberActivityEntryDto } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

describe("a member's activity log over Postgres", () => {
  let fx: MembershipFixture;
  const otherAdmin: ActorDto = { userId: randomUUID(), userType: 'admin' };
  /** Kind, who (admin / member / nobody) and the details, newest first. */
  const log = async (id: string) =>
    (await fx.activity.list(id, fx.admin)).map((e: MemberActivityEntryDto) => [
      e.kind,
      e.by ? `${e.by.type}:${e.by.id}` : null,
      e.details,
    ]);
  // Each step below is its own transaction, begun after the last one committed: its entries' occurred_at
  // (now(), in microseconds) is later, so the order by time is the order of the steps without waiting.

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  it('lists photo, ID card, document and scheme changes separately, each with who made it, newest first', async () => {
    const member = await fx.members.create(
      { firstName: 'Log', lastName: 'Book', phone: nextPhone(), email: 'log.book@example.com' },
      fx.admin,
    );
    const admin = `admin:${fx.admin.userId}`;
    const other = `admin:${otherAdmin.userId}`;
    await fx.review.approve(member.id, fx.admin);
    await fx.files.set(
      {
        id: member.id,
        kind: 'photo',
        key: 'm/p.jpg',
        contentType: 'image/jpeg',
        fileName: 'face.jpg',
        size: 1,
        actor: fx.admin,
      },
      fx.admin,
    );
    await fx.files.set(
      {
        id: member.id,
        kind: 'idCard',
        key: 'm/c.pdf',
        contentType: 'application/pdf',
        fileName: 'card.pdf',
        size: 1,
        actor: otherAdmin,
      },
      otherAdmin,
    );
    const doc = await fx.documents.add(
      {
        id: member.id,
        documentType: 'certificate',
        key: 'm/d.pdf',
        contentType: 'application/pdf',
        fileName: 'Licence.pdf',
        size: 1,
        actor: fx.admin,
      },
      fx.admin,
    );
    await fx.members.update(member.id, { optedSchemes: ['esi', 'postal'] }, otherAdmin);
    await fx.members.update(member.id, { optedSchemes: ['postal', 'kutumba_barosa'] }, fx.admin);
    await fx.members.update(
      member.id,
      { address: 'New Street', phone: '+91 9' + nextPhone().slice(1) },
      memberActor(member.id),
    );
    await fx.documents.delete(member.id, doc.id, otherAdmin);
    await fx.files.clear(member.id, 'idCard', fx.admin);
    await fx.members.update(member.id, { status: 'suspended' }, fx.admin);

    assert.deepEqual(await log(member.id), [
      ['status_changed', admin, { from: 'active', to: 'suspended' }],
      ['id_card_removed', admin, { fileName: 'card.pdf' }],
      ['document_deleted', other, { fileName: 'Licence.pdf', documentType: 'certificate' }],
      ['details_updated', `member:${member.id}`, { fields: ['phone', 'address'] }],
      ['schemes_changed', admin, { added: ['kutumba_barosa'], removed: ['esi'] }],
      ['schemes_changed', other, { added: ['esi', 'postal'], removed: [] }],
      ['document_uploaded', admin, { fileName: 'Licence.pdf', documentType: 'certificate' }],
      ['id_card_uploaded', other, { fileName: 'card.pdf' }],
      ['photo_uploaded', admin, { fileName: 'face.jpg' }],
      ['approved', admin, {}],
      ['registered', null, { memberId: member.memberId, source: 'admin' }],
    ]);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const member = await fx.members.create({ firstName: 'Same', lastName: 'Again', phone: nextPhone() }, fx.admin);
    await fx.members.update(member.id, { firstName: 'Same', optedSchemes: [] }, fx.admin);
    assert.deepEqual(
      (await log(member.id)).map(([kind]) => kind),
      ['registered'],
    );
  });

  it('lists renewal requests and how each ended: completed with the new validity, or declined with the reason', async () => {
    const member = await fx.members.create(
      { firstName: 'Renew', lastName: 'Log', phone: nextPhone(), status: 'active', membershipEndDate: '2020-01-31' },
      fx.admin,
    );
    const first = await fx.renewals.create({ memberId: member.id }, memberActor(member.id));
    await fx.renewals.decline(first.id, 'Wrong amount', otherAdmin);
    const second = await fx.renewals.create({ memberId: member.id }, fx.admin);
    const { member: renewed } = await fx.renewals.complete(second.id, { paymentMethod: 'cash' }, fx.admin);

    assert.deepEqual((await log(member.id)).slice(0, 4), [
      [
        'renewal_completed',
        `admin:${fx.admin.userId}`,
        {
          amount: '2000.00',
          previousEndDate: '2020-01-31T00:00:00.000Z',
          membershipEndDate: renewed.membershipEndDate,
        },
      ],
      ['renewal_requested', `admin:${fx.admin.userId}`, { amount: '2000.00', statusWhenRequested: 'expired' }],
      ['renewal_declined', `admin:${otherAdmin.userId}`, { reason: 'Wrong amount' }],
      ['renewal_requested', `member:${member.id}`, { amount: '2000.00', statusWhenRequested: 'expired' }],
    ]);
  });

  it('is shown to admins only, and says when the member does not exist', async () => {
    const member = await fx.members.create({ firstName: 'Private', lastName: 'Log', phone: nextPhone() }, fx.admin);
    await assert.rejects(fx.activity.list(member.id, memberActor(member.id)), { code: 'FORBIDDEN' });
    await assert.rejects(fx.activity.list('PHOTO999999', fx.admin), { message: 'Member not found' });
  });
});
