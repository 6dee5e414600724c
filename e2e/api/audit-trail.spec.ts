import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createEvent, inDays, signUp } from '../support/fixtures/content';
import { MemberSessions } from '../support/fixtures/member-session';
import { adminClient, createMember } from '../support/fixtures/members';
import { eventually, knownToPayments } from '../support/fixtures/payments';
import { signedInStaff } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * The audit trail (issue 27, DESIGN.md §6) as far as it is wired: a payment record recorded or corrected
 * through the gateway leaves one row in the payments database naming who did it, with their role, address
 * and the request's id.
 */
describe('audit trail of payment records', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let payments: Client;
  let memberUuid: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    const member = await createMember(admin, { optedSchemes: ['esi'] });
    const approved = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(approved.status, 200, approved.text);
    memberUuid = member.id;
    await knownToPayments(admin, memberUuid);
    payments = new Client({ connectionString: stack.databaseUrl('payments') });
    await payments.connect();
  });
  afterAll(async () => {
    await payments?.end();
  });

  const rowsFor = async (recordId: string) =>
    (await payments.query(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [recordId])).rows;

  it("records the treasurer's payment once, naming them, their role and the request", async () => {
    const treasurer = await signedInStaff(stack, admin, 'treasurer');
    const res = await treasurer.api.post('/api/payment-records', {
      memberId: memberUuid,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
    });
    assert.equal(res.status, 201, res.text);
    const rows = await rowsFor(res.json.id);
    assert.equal(rows.length, 1, JSON.stringify(rows));
    const [row] = rows;
    assert.deepEqual(
      [row.actor_type, row.actor_id, row.actor_role, row.entity, row.action],
      ['admin', treasurer.id, 'treasurer', 'payment-record', 'payment-record.created'],
    );
    assert.equal(row.correlation_id, res.headers.get('x-request-id'));
    assert.ok(row.ip, 'the address the request came from');
    assert.equal(row.after.scheme, 'esi');
    assert.equal(row.after.status, 'paid');
  });

  it('records a correction with how the record looked before and after, naming the administrator', async () => {
    const created = await admin.post('/api/payment-records', {
      memberId: memberUuid,
      scheme: 'esi',
      amount: 200,
      status: 'pending',
      period: '2031-01',
    });
    assert.equal(created.status, 201, created.text);
    const updated = await admin.put(`/api/payment-records/${created.json.id}`, { notes: 'Paid at the Mysuru office' });
    assert.equal(updated.status, 200, updated.text);
    const rows = await rowsFor(created.json.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_role]),
      [
        ['payment-record.created', 'admin'],
        ['payment-record.updated', 'admin'],
      ],
    );
    assert.equal(rows[1].before.notes ?? null, null);
    assert.equal(rows[1].after.notes, 'Paid at the Mysuru office');
  });

  it('records nothing for a refused change (a viewer may not record payments)', async () => {
    const viewer = await signedInStaff(stack, admin, 'viewer');
    const before = (await payments.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n;
    const res = await viewer.api.post('/api/payment-records', { memberId: memberUuid, scheme: 'esi', amount: 200 });
    assert.equal(res.status, 403, res.text);
    // Positive control: the same request by the administrator is recorded.
    const allowed = await admin.post('/api/payment-records', {
      memberId: memberUuid,
      scheme: 'esi',
      amount: 200,
      status: 'pending',
      period: '2031-06',
    });
    assert.equal(allowed.status, 201, allowed.text);
    const after = (await payments.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n;
    assert.equal((await rowsFor(allowed.json.id)).length, 1);
    assert.ok(after - before >= 1);
    assert.equal(
      (await payments.query(`SELECT count(*)::int AS n FROM audit_log WHERE actor_role = 'viewer'`)).rows[0].n,
      0,
    );
  });

  it("records the treasurer's refund and their change to a scheme's description, each once", async () => {
    const treasurer = await signedInStaff(stack, admin, 'treasurer');
    const paid = await treasurer.api.post('/api/payment-records', {
      memberId: memberUuid,
      scheme: 'esi',
      amount: 300,
      status: 'paid',
      period: '2031-09',
      paymentMethod: 'cash',
    });
    assert.equal(paid.status, 201, paid.text);
    const refund = await treasurer.api.post(`/api/payment-records/${paid.json.id}/refunds`, {
      amount: 100,
      reason: 'Paid twice at the counter',
      method: 'cash',
      reference: 'CASH-BACK-1',
    });
    assert.equal(refund.status, 201, refund.text);
    const refundRows = await rowsFor(refund.json.id);
    assert.deepEqual(
      refundRows.map((row) => [row.action, row.actor_id, row.actor_role]),
      [['refund.created', treasurer.id, 'treasurer']],
    );

    const settings = await treasurer.api.get('/api/scheme-settings');
    const postal = settings.json.find((setting: { scheme: string }) => setting.scheme === 'postal');
    const original = postal.description;
    const changed = await treasurer.api.put(`/api/scheme-settings/${postal.id}`, {
      description: 'Postal accident cover, collected monthly',
    });
    assert.equal(changed.status, 200, changed.text);
    // The shared stack's setting is put back as it was (a second, separate change on record).
    const restored = await treasurer.api.put(`/api/scheme-settings/${postal.id}`, { description: original });
    assert.equal(restored.status, 200, restored.text);
    const settingRows = await rowsFor(postal.id);
    const mine = settingRows.filter((row) => row.actor_id === treasurer.id);
    assert.equal(mine.length, 2, JSON.stringify(settingRows));
    assert.equal(mine[0].action, 'scheme-setting.updated');
    assert.equal(mine[0].after.description, 'Postal accident cover, collected monthly');
    assert.equal(mine[1].before.description, 'Postal accident cover, collected monthly');
  });
});

/**
 * The audit trail of membership, content and notifications through the gateway (issue 27): the row lands in the
 * database of the service the request was sent to, naming the caller the gateway saw.
 */
describe('audit trail of members, events and the contact form', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  const databases: Record<string, Client> = {};

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    for (const service of ['membership', 'content', 'notifications'] as const) {
      databases[service] = new Client({ connectionString: stack.databaseUrl(service) });
      await databases[service].connect();
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(databases).map((db) => db.end()));
  });

  const rowsIn = async (service: string, entityId: string) =>
    (await databases[service].query(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId])).rows;

  it("records a secretary's approval once in membership, naming them and their role, and nothing for a viewer's", async () => {
    const secretary = await signedInStaff(stack, admin, 'secretary');
    const viewer = await signedInStaff(stack, admin, 'viewer');
    const member = await createMember(admin);
    const refused = await viewer.api.post(`/api/members/${member.id}/approve`);
    assert.equal(refused.status, 403, refused.text);
    const res = await secretary.api.post(`/api/members/${member.id}/approve`);
    assert.equal(res.status, 200, res.text);
    const rows = await rowsIn('membership', member.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type, row.actor_role]),
      [
        ['member.created', 'admin', 'admin'],
        ['member.approved', 'admin', 'secretary'],
      ],
    );
    assert.equal(rows[1].actor_id, secretary.id);
    assert.equal(rows[1].correlation_id, res.headers.get('x-request-id'));
    assert.deepEqual([rows[1].before.status, rows[1].after.status], ['pending', 'active']);
  });

  it('records an event the administrator creates in content, naming them', async () => {
    const res = await admin.post('/api/events', { title: 'Audit walk', eventDate: inDays(20), location: 'Mysuru' });
    assert.equal(res.status, 201, res.text);
    const rows = await rowsIn('content', res.json.id);
    assert.equal(rows.length, 1, JSON.stringify(rows));
    assert.deepEqual(
      [rows[0].action, rows[0].actor_type, rows[0].actor_id, rows[0].actor_role],
      ['event.created', 'admin', res.json.createdBy, 'admin'],
    );
    assert.equal(rows[0].after.title, 'Audit walk');
  });

  it("records a member's sign-up in content as the member's own", async () => {
    const event = await createEvent(admin, { title: 'Audit sign-up meet', capacity: 10 });
    const ravi = await sessions.signedIn({ firstName: 'Ravi', lastName: 'Audit' });
    const res = await signUp(ravi.api, event.id);
    assert.equal(res.status, 200, res.text);
    const rows = (await rowsIn('content', event.id)).filter((row) => row.entity === 'event-signup');
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type, row.actor_id, row.actor_role]),
      [['event-signup.created', 'member', ravi.member.id, null]],
    );
  });

  it("records a secretary's notification to a member and the member reading it, each once, in notifications", async () => {
    const secretary = await signedInStaff(stack, admin, 'secretary');
    const asha = await sessions.signedIn({ firstName: 'Asha', lastName: 'Audit' });
    // Notifications learns of the member from membership's events: the one answer naming the member is waited out.
    const sent = await eventually(async () => {
      const res = await secretary.api.post('/api/notifications', {
        title: 'Audit notice',
        message: 'The annual meeting is on Sunday at 10 am.',
        type: 'general',
        memberId: asha.member.id,
      });
      return res.status === 201 ? res : undefined;
    }, 'notifications to know the member');
    const id = sent.json.notification.id;
    for (let i = 0; i < 2; i++) {
      const read = await asha.api.post(`/api/notifications/${id}/read`);
      assert.equal(read.status, 200, read.text);
    }
    const rows = await rowsIn('notifications', id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type, row.actor_id, row.actor_role]),
      [
        ['notification.sent', 'admin', secretary.id, 'secretary'],
        ['notification.read', 'member', asha.member.id, null],
      ],
    );
    assert.equal(rows[0].after.recipients, 1);
  });

  it("records a visitor's contact message in notifications as a public caller with their address", async () => {
    const email = `audit.${randomUUID().slice(0, 8)}@example.org`;
    const res = await new ApiClient(stack.url).post('/api/contact', {
      name: 'Meera Iyer',
      email,
      subject: 'Joining the association',
      message: 'How do I join as a studio owner?',
    });
    assert.equal(res.status, 200, res.text);
    const { rows } = await databases.notifications.query(
      `SELECT * FROM audit_log WHERE action = 'contact-message.sent' AND after->>'email' = $1`,
      [email],
    );
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].actor_type, rows[0].actor_id, rows[0].actor_role], ['public', null, null]);
    assert.ok(rows[0].ip, 'the address the request came from');
    assert.equal(rows[0].correlation_id, res.headers.get('x-request-id'));
  });
});
