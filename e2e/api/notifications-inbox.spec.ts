import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { Client } from 'pg';
import { createMember } from '../support/fixtures/members';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { endMembershipIn } from '../support/renewal-window';
import { FormClient } from '../support/fixtures/multipart';
import { createOrder, payInSandbox, projectedInPayments } from '../support/fixtures/payments';
import { registrationParts } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

interface Item {
  id: string;
  type: string;
  message: string;
  isRead: boolean;
  sentAt: string;
  link: string | null;
  resolvedAt: string | null;
  resolution: string | null;
}

/**
 * The admin inbox that empties itself (issue 29), through the gateway: an item that asks for something is resolved
 * by doing it (a registration approved, rejected or deleted; a renewal completed or declined; a payment conflict
 * resolved) and the bell stops counting it; Mark all as read; pages beyond 100 items; and who an audience reaches.
 */
describe('the admin inbox, emptied by doing what it asks', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const unread = async (api = admin): Promise<number> => {
    const res = await api.get('/api/notifications/unread-count');
    assert.equal(res.status, 200, res.text);
    return res.json.unreadCount;
  };
  const inboxPage = async (query = 'page=1&limit=100', api = admin) => {
    const res = await api.get(`/api/notifications/page?${query}`);
    assert.equal(res.status, 200, res.text);
    return res.json as { items: Item[]; total: number; page: number; limit: number; unreadCount: number };
  };
  const itemAbout = (text: string, type: string) =>
    waitFor(async () => (await inboxPage()).items.find((i) => i.type === type && i.message.includes(text)), {
      timeoutMs: 20_000,
      what: `the ${type} item about ${text}`,
    });
  const resolved = (id: string) =>
    waitFor(async () => (await inboxPage()).items.find((i) => i.id === id && i.resolvedAt), {
      timeoutMs: 20_000,
      what: `item ${id} resolved`,
    });

  /**
   * The bell before doing something, and a check that afterwards it counts one fewer: the item resolved, less,
   * plus any item the action itself brought (completing a renewal records its fee: "Payment received").
   */
  async function bellBefore(): Promise<(why: string) => Promise<void>> {
    const count = await unread();
    const known = new Set((await inboxPage()).items.map((i) => i.id));
    // Read twice alike, so an item arriving between the two reads is not miscounted.
    const settled = async () => {
      const brought = (await inboxPage()).items.filter((i) => !known.has(i.id) && !i.isRead && !i.resolvedAt);
      const now = await unread();
      const again = (await inboxPage()).items.filter((i) => !known.has(i.id) && !i.isRead && !i.resolvedAt);
      return again.length === brought.length ? { now, brought: brought.length } : undefined;
    };
    return async (why) => {
      const { now, brought } = await waitFor(settled, { timeoutMs: 10_000, what: 'a steady inbox' });
      assert.equal(now, count - 1 + brought, `${why}: the bell counts one fewer`);
    };
  }

  /** A public application, as the form sends it: its inbox item and the unread count with it. */
  async function application(): Promise<{ member: { id: string; memberId: string }; item: Item }> {
    const res = await new FormClient(stack.url, new ApiClient(stack.url)).post('/api/register', registrationParts());
    assert.equal(res.status, 201, res.text);
    const member = res.json.member;
    return { member, item: await itemAbout(member.memberId, 'registration') };
  }

  it('resolves a registration when the applicant is approved, rejected or deleted, each leaving the bell', async () => {
    const actions: Array<[string, (id: string) => Promise<{ status: number; text: string }>]> = [
      ['Approved', (id) => admin.post(`/api/members/${id}/approve`)],
      ['Rejected', (id) => admin.post(`/api/members/${id}/reject`, { reason: 'Incomplete portfolio' })],
      ['Member deleted', (id) => admin.request('DELETE', `/api/members/${id}`)],
    ];
    for (const [why, act] of actions) {
      const { member, item } = await application();
      assert.equal(item.resolvedAt, null);
      const oneFewer = await bellBefore();

      const res = await act(member.id);
      assert.ok(res.status < 300, `${why}: ${res.status} ${res.text}`);

      const done = await resolved(item.id);
      assert.equal(done.resolution, why);
      await oneFewer(why);
    }
  });

  it('resolves a renewal request when it is completed or declined', async () => {
    const actions: Array<[string, (id: string) => Promise<{ status: number; text: string }>]> = [
      [
        'Renewal completed',
        (id) => admin.post(`/api/members/renewal-requests/${id}/complete`, { paymentMethod: 'cash' }),
      ],
      [
        'Renewal declined',
        (id) => admin.post(`/api/members/renewal-requests/${id}/decline`, { reason: 'Cheque bounced' }),
      ],
    ];
    for (const [why, act] of actions) {
      const m: MemberSession = await sessions.signedIn({ firstName: 'Renewing' });
      // A member asks inside the 30-day window (issue 30).
      await endMembershipIn(admin, m.member.id);
      const asked = await m.api.post('/api/members/renewal-request', { memberId: m.member.id });
      assert.ok(asked.status < 300, asked.text);
      const item = await itemAbout(m.member.memberId, 'renewal_request');
      const oneFewer = await bellBefore();

      const res = await act(asked.json.id);
      assert.ok(res.status < 300, `${why}: ${res.status} ${res.text}`);

      assert.equal((await resolved(item.id)).resolution, why);
      await oneFewer(why);
    }
  });

  it('lists a payment conflict until the admin resolves it with a note', async () => {
    const payer = async () => {
      const m = await sessions.signedIn({ optedSchemes: ['esi'] });
      await projectedInPayments(admin, m.member.id, 'esi', 'active');
      return { m, orderId: await createOrder(m.api, { scheme: 'esi' }) };
    };
    const first = await payer();
    const paid = await payInSandbox(stack, first.orderId, { webhooks: 0 });
    const verified = await first.m.api.post('/api/razorpay/verify-payment', paid);
    assert.equal(verified.status, 200, verified.text);
    // The checkout of another order names the same payment: kept as a conflict for the admin.
    const second = await payer();
    const signature = createHmac('sha256', stack.razorpaySandbox!.keySecret)
      .update(`${second.orderId}|${paid.razorpay_payment_id}`)
      .digest('hex');
    const refused = await second.m.api.post('/api/razorpay/verify-payment', {
      razorpay_order_id: second.orderId,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: signature,
    });
    assert.equal(refused.status, 400, refused.text);
    const item = await itemAbout(paid.razorpay_payment_id, 'payment_conflict');
    assert.equal(item.link, '/payment-records');
    const oneFewer = await bellBefore();

    const conflict = (await admin.get('/api/razorpay/conflicts')).json.find(
      (c: { razorpayOrderId: string }) => c.razorpayOrderId === second.orderId,
    );
    const res = await admin.post(`/api/razorpay/conflicts/${conflict.id}/resolve`, { note: 'Charged once; a replay' });
    assert.equal(res.status, 200, res.text);

    assert.equal((await resolved(item.id)).resolution, 'Resolved: Charged once; a replay');
    await oneFewer('conflict resolved');
  });

  it('marks the whole inbox read for this admin, and the bell shows none', async () => {
    await application();
    assert.ok((await unread()) > 0);

    const res = await admin.post('/api/notifications/read-all');

    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.unreadCount, 0);
    assert.ok(res.json.marked > 0);
    assert.equal(await unread(), 0);
    assert.ok((await inboxPage()).items.every((i) => i.isRead));
  });

  it('pages the inbox newest first beyond 100 items, every item once, with the total', async () => {
    const db = new Client({ connectionString: stack.databaseUrl('notifications') });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO admin_inbox_items (event_id, kind, title, message, link, occurred_at)
         SELECT 'e2e-paging-' || $1 || '-' || n, 'payment_received', 'Payment received', 'Paging ' || $1 || ' #' || n,
                '/payment-records', now() - interval '1 hour' + n * interval '1 second'
         FROM generate_series(1, 130) n`,
        [stack.runId],
      );
    } finally {
      await db.end();
    }
    const first = await inboxPage('page=1&limit=50');
    assert.ok(first.total >= 130, `total ${first.total}`);
    const seen: Item[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 50); page++) {
      seen.push(...(await inboxPage(`page=${page}&limit=50`)).items);
    }
    assert.equal(seen.length, first.total);
    assert.equal(new Set(seen.map((i) => i.id)).size, seen.length, 'no item on two pages');
    const times = seen.map((i) => i.sentAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const mine = seen.filter((i) => i.message.startsWith(`Paging ${stack.runId} #`));
    assert.equal(mine.length, 130, 'all 130, past the old cap of 100');
    assert.equal((await admin.get('/api/notifications/page?limit=101')).status, 400);
  });

  it('says whom "All members" reaches, of how many, and who it leaves out and why, and a send reaches that many', async () => {
    const preview = async (query = '') => {
      const res = await admin.get(`/api/notifications/audience${query}`);
      assert.equal(res.status, 200, res.text);
      return res.json;
    };
    // Notifications apply membership's events in order: once it knows a member, it knows every earlier change.
    const known = (id: string) =>
      waitFor(async () => (await admin.get(`/api/notifications/audience?memberId=${id}`)).status === 200, {
        timeoutMs: 20_000,
        what: 'the member known to notifications',
      });
    await known((await createMember(admin, { firstName: 'Sentinel' })).id);
    const before = await preview();
    await createMember(admin, { firstName: 'Pendingone' });
    const suspended = await createMember(admin, { firstName: 'Suspendedone' });
    assert.equal((await admin.request('PUT', `/api/members/${suspended.id}`, { status: 'suspended' })).status, 200);
    const active = await createMember(admin, { firstName: 'Activeone' });
    assert.equal((await admin.post(`/api/members/${active.id}/approve`)).status, 200);
    const approvedToo = await createMember(admin, { firstName: 'Lastone' });
    await known(approvedToo.id);

    const count = (answer: { leftOut: Array<{ reason: string; count: number }> }, reason: string) =>
      answer.leftOut.find((g) => g.reason === reason)?.count ?? 0;
    const after = await preview();
    assert.equal(after.members, before.members + 4);
    assert.equal(after.recipients, before.recipients + 1);
    assert.equal(count(after, 'pending'), count(before, 'pending') + 2);
    assert.equal(count(after, 'suspended'), count(before, 'suspended') + 1);
    const left = after.members - after.recipients;
    assert.equal(
      after.summary,
      `All members: ${after.recipients} of ${after.members} — ${left} left out: ` +
        after.leftOut.map((g: { count: number; label: string }) => `${g.count} ${g.label}`).join(', '),
    );
    const byStatus = (await admin.get('/api/notifications/audience?status=suspended')).json;
    assert.equal(byStatus.label, 'Suspended members');
    assert.ok(byStatus.recipients >= 1);

    const sent = await admin.post('/api/notifications', {
      title: 'Count check',
      message: 'Counting who this reaches.',
      type: 'general',
    });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.json.notification.delivery.recipients, after.recipients);
    const member = await sessions.signedIn({ firstName: 'Curious' });
    assert.equal((await member.api.get('/api/notifications/audience')).status, 403, 'the office’s to ask');
  });
});
