import 'reflect-metadata';
import { DomainEvent, IdentityEvents, MemberEventData, MembershipEvents } from '@portal/contracts';
import { DurableEventConsumer, JsonLogger, MemberEvent } from '@portal/platform';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MEMBER_EVENTS_CONSUMER } from '../src/member-accounts/member-events.consumer';
import { aMember, IdentityDatabase, MemberSnapshot, openIdentityDatabase } from './support/identity-database';

describe('member credentials projected from membership events', () => {
  let db: IdentityDatabase;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_events_', { nats: true });
  });
  afterAll(async () => {
    await db?.close();
  });

  const row = async (memberUuid: string) =>
    (
      await db.dataSource.query(
        'SELECT member_id, email, phone, first_name, status FROM member_credentials WHERE member_uuid = $1',
        [memberUuid],
      )
    )[0];

  /** An approved member who chose `password` with their set-up link. */
  async function approvedWithPassword(password: string): Promise<MemberSnapshot> {
    const member = await db.approvedMember();
    const [link] = await db.linkEvents(member.id);
    await db.links.setupPassword({ loginId: member.memberId, token: link.data.token, newPassword: password });
    return member;
  }

  describe('through a real JetStream stream', () => {
    let consumer: DurableEventConsumer;

    beforeAll(async () => {
      const { nats, namespace } = db.harness;
      consumer = new DurableEventConsumer(
        db.dataSource,
        nats.jetstream(),
        await nats.jetstreamManager(),
        new JsonLogger('identity-test', 'error'),
        { ...MEMBER_EVENTS_CONSUMER, handle: (event, manager) => db.projection.apply(event, manager) },
        { namespace, retryDelayMs: 100 },
      );
      await consumer.start();
    });
    afterAll(() => consumer?.stop());

    /** Publishes a member event; the same `id` again is a redelivered copy (another message id). */
    async function publish(
      type: string,
      member: MemberSnapshot,
      id: string = randomUUID(),
    ): Promise<DomainEvent<MemberEventData>> {
      const data: MemberEventData = { member, source: 'registration' };
      const event = { id, type, occurredAt: new Date().toISOString(), data };
      return db.harness.publish(type, data, { event, msgId: `${id}-${randomUUID()}` });
    }

    it('learns a registered member, then e-mails exactly one set-up link when the member is approved, even if the approval arrives twice', async () => {
      const member = aMember({ email: 'Asha.Photo@Example.IN', phone: '+91 90000 11111', memberId: 'photo4321' });
      await publish(MembershipEvents.MemberCreated, member);
      await waitFor(async () => (await row(member.id)) !== undefined, { what: 'the created member to be projected' });
      assert.deepEqual(await row(member.id), {
        member_id: 'PHOTO4321',
        email: 'asha.photo@example.in',
        phone: '9000011111',
        first_name: member.firstName,
        status: 'pending',
      });

      const approved = await publish(MembershipEvents.MemberApproved, { ...member, status: 'active' });
      await publish(MembershipEvents.MemberApproved, { ...member, status: 'active' }, approved.id); // redelivered copy
      await waitFor(async () => (await db.linkEvents(member.id)).length > 0, { what: 'the set-up link' });
      await db.harness.eventsHandled();
      const links = await db.linkEvents(member.id);
      assert.equal(links.length, 1, 'one e-mail, not two');
      assert.equal(links[0].type, IdentityEvents.SetupLinkIssued);
      assert.equal((await row(member.id)).status, 'active');
    });
  });

  it('does not e-mail a set-up link again when an approval older than a day is replayed', async () => {
    const member = aMember();
    const twoDaysAgo = new Date(Date.now() - 48 * 3600 * 1000);
    await db.deliver(MembershipEvents.MemberCreated, member, twoDaysAgo);
    await db.deliver(MembershipEvents.MemberApproved, { ...member, status: 'active' }, twoDaysAgo);
    assert.equal((await row(member.id)).status, 'active', 'the projection still learns the approval');
    assert.deepEqual(await db.linkEvents(member.id), []);
  });

  it('ignores a snapshot older than the one it holds', async () => {
    const member = aMember();
    const now = Date.now();
    await db.deliver(MembershipEvents.MemberCreated, member, new Date(now - 60_000));
    await db.deliver(
      MembershipEvents.MemberUpdated,
      { ...member, firstName: 'Newest', status: 'active' },
      new Date(now),
    );
    await db.deliver(
      MembershipEvents.MemberUpdated,
      { ...member, firstName: 'Stale', status: 'pending' },
      new Date(now - 30_000),
    );
    const { first_name, status } = await row(member.id);
    assert.deepEqual({ first_name, status }, { first_name: 'Newest', status: 'active' });
  });

  it('removes the credentials and links of a deleted member, and a late event does not bring them back', async () => {
    const member = await db.approvedMember();
    assert.equal((await db.linkEvents(member.id)).length, 1);
    await db.deliver(MembershipEvents.MemberDeleted, member);
    assert.equal(await row(member.id), undefined);
    const tokens = await db.dataSource.query('SELECT 1 FROM password_tokens WHERE member_uuid = $1', [member.id]);
    assert.equal(tokens.length, 0, 'the e-mailed link no longer works');
    await db.deliver(MembershipEvents.MemberUpdated, { ...member, firstName: 'Ghost' });
    assert.equal(await row(member.id), undefined);
    await assert.rejects(db.accounts.login(member.memberId, 'any-password'), {
      code: 'IDENTITY_INVALID_MEMBER_CREDENTIALS',
    });
  });

  it('follows a changed e-mail and phone number for login', async () => {
    const member = await approvedWithPassword('Camera-Password-1');
    await db.deliver(MembershipEvents.MemberUpdated, {
      ...member,
      email: 'new.address@example.in',
      phone: '98450-00000',
    });
    assert.equal((await db.accounts.login('NEW.ADDRESS@example.in', 'Camera-Password-1')).id, member.id);
    assert.equal((await db.accounts.login('+919845000000', 'Camera-Password-1')).id, member.id);
    await assert.rejects(db.accounts.login(member.email!, 'Camera-Password-1'), {
      code: 'IDENTITY_INVALID_MEMBER_CREDENTIALS',
    });
  });

  it('keeps the password when a later snapshot arrives', async () => {
    const member = await approvedWithPassword('Camera-Password-1');
    await db.deliver(MembershipEvents.MemberUpdated, { ...member, lastName: 'Renamed' });
    assert.equal((await db.accounts.login(member.memberId, 'Camera-Password-1')).lastName, 'Renamed');
  });

  it('skips an event without a usable member instead of blocking the stream', async () => {
    const sut = db.projection;
    await db.dataSource.transaction((manager) =>
      sut.apply(
        {
          id: randomUUID(),
          type: MembershipEvents.MemberUpdated,
          occurredAt: new Date().toISOString(),
          data: { nothing: true },
        } as unknown as MemberEvent, // as a corrupt message on the wire would arrive
        manager,
      ),
    );
    await db.dataSource.transaction((manager) =>
      sut.apply(
        {
          id: randomUUID(),
          type: MembershipEvents.MemberUpdated,
          occurredAt: new Date().toISOString(),
          data: { member: { id: 'not-a-uuid' } },
        } as unknown as MemberEvent,
        manager,
      ),
    );
  });

  it('learns every member of a bulk-import chunk, so imported active members can set a password and log in', async () => {
    const members = [aMember(), { ...aMember(), status: 'active' }, { ...aMember(), status: 'expired' }];
    await db.dataSource.transaction((manager) =>
      db.projection.apply(
        {
          id: randomUUID(),
          type: MembershipEvents.MembersImported,
          occurredAt: new Date().toISOString(),
          data: { members: [...members, { id: 'not-a-uuid' }], by: 'admin-1', source: 'import' },
        } as unknown as MemberEvent, // one snapshot in it is unusable
        manager,
      ),
    );
    for (const member of members) {
      assert.equal((await row(member.id))?.status, member.status);
    }
    assert.deepEqual(await db.linkEvents(members[1].id), [], 'an import sends no e-mail by itself');
  });
});
