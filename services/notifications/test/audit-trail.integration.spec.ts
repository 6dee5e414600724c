import 'reflect-metadata';
import {
  ActorDto,
  MemberEventData,
  MembershipEvents,
  NotificationsErrorCode,
  NotificationsSubjects,
} from '@portal/contracts';
import { AuditActor, runAsActor } from '@portal/platform';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ContactService } from '../src/contact/contact.service';
import { NoticeReadingService } from '../src/notices/notice-reading.service';
import { NoticesService } from '../src/notices/notices.service';
import { NotificationsHarness } from './support/notifications-harness';

/**
 * The audit trail in notifications (DESIGN.md §6, issue 27): an admin's send, a reader marking a notification
 * read and a visitor's contact message each leave one row naming who did it; refusals leave none.
 */
describe('notifications audit trail', () => {
  const harness = new NotificationsHarness();
  let notices: NoticesService;
  let reading: NoticeReadingService;
  let contact: ContactService;
  const admin: ActorDto = { userId: randomUUID(), userType: 'admin' };
  const secretary: AuditActor = { type: 'admin', id: admin.userId, role: 'secretary', ip: null, correlationId: 'r-9' };
  const member: MemberEventData['member'] = {
    id: randomUUID(),
    memberId: 'PHOTO7301',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.audit@example.org',
    phone: '9876543210',
    status: 'active',
    optedSchemes: ['esi'],
    membershipEndDate: null,
  };
  const asMember: ActorDto = { userId: member.id, userType: 'member' };
  const memberCaller: AuditActor = { type: 'member', id: member.id, role: null, ip: null, correlationId: null };

  beforeAll(async () => {
    await harness.setUp();
    const app = await harness.startReplica();
    notices = app.get(NoticesService);
    reading = app.get(NoticeReadingService);
    contact = app.get(ContactService);
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, { member, source: 'admin' });
    await waitFor(
      async () => (await harness.db.query('SELECT 1 FROM notice_members WHERE id = $1', [member.id])).rows.length > 0,
      { timeoutMs: 20_000, what: 'the member projected' },
    );
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const rowsFor = async (entityId: string) =>
    (await harness.db.query(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId])).rows;
  const total = async () => (await harness.db.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n as number;
  const sendToMember = () =>
    runAsActor(secretary, () =>
      notices.send({
        actor: admin,
        input: { title: 'Annual meeting', message: 'On Sunday at ten.', type: 'general', memberId: member.id },
      }),
    );

  it("records a secretary's send once with its audience and how many it reached", async () => {
    const { notification } = await sendToMember();
    const rows = await rowsFor(notification.id);
    assert.equal(rows.length, 1);
    assert.deepEqual(
      [rows[0].action, rows[0].actor_id, rows[0].actor_role, rows[0].correlation_id],
      ['notification.sent', admin.userId, 'secretary', 'r-9'],
    );
    assert.deepEqual(
      [rows[0].after.title, rows[0].after.audience, rows[0].after.recipients],
      ['Annual meeting', 'member', 1],
    );
  });

  it('records nothing for a send a member may not make', async () => {
    const before = await total();
    await assert.rejects(
      runAsActor(memberCaller, () =>
        notices.send({ actor: asMember, input: { title: 'Hi', message: 'All of you', type: 'general' } }),
      ),
    );
    assert.equal(await total(), before);
  });

  it('records the member reading it once, as the member, and neither a second read nor a stranger id', async () => {
    const { notification } = await sendToMember();
    await runAsActor(memberCaller, () => reading.markRead({ id: notification.id, actor: asMember }));
    await runAsActor(memberCaller, () => reading.markRead({ id: notification.id, actor: asMember }));
    await assert.rejects(
      runAsActor(memberCaller, () => reading.markRead({ id: randomUUID(), actor: asMember })),
      {
        code: NotificationsErrorCode.NotificationNotFound,
      } as object,
    );
    const reads = (await rowsFor(notification.id)).filter((row) => row.action === 'notification.read');
    assert.deepEqual(
      reads.map((row) => [row.actor_type, row.actor_id]),
      [['member', member.id]],
    );
  });

  it("records a visitor's contact message as a public caller, and nothing for an invalid one", async () => {
    const before = await total();
    await assert.rejects(
      harness.rpc(NotificationsSubjects.SendContactMessage, { name: 'R', email: 'nope', subject: 'Hi', message: 'x' }),
    );
    assert.equal(await total(), before);
    const visitor: AuditActor = { type: 'public', id: null, role: null, ip: '198.51.100.30', correlationId: null };
    await runAsActor(visitor, () =>
      contact.send({
        name: 'Ravi Kumar',
        email: 'ravi.visitor@example.org',
        subject: 'Studio membership',
        message: 'Can a studio with three photographers join together?',
      }),
    );
    const [row] = (await harness.db.query(`SELECT * FROM audit_log ORDER BY id DESC LIMIT 1`)).rows;
    assert.equal(await total(), before + 1);
    assert.deepEqual(
      [row.action, row.entity, row.actor_type, row.actor_id, row.ip, row.after.email],
      ['contact-message.sent', 'contact-message', 'public', null, '198.51.100.30', 'ravi.visitor@example.org'],
    );
  });
});
