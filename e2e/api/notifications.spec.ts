import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { createMember } from '../support/fixtures/members';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { endMembershipIn } from '../support/renewal-window';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/** Notifications over HTTP (issue 13): who gets them, who sees them, and whose read state changes. */
describe('notifications that reach members', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let asha: MemberSession;
  let ravi: MemberSession;
  let expired: { id: string };
  let n = 0;
  const title = (what: string) => `${what} ${++n}`;

  const send = (body: Record<string, unknown>, api = admin) =>
    api.post('/api/notifications', { message: 'The annual meeting is on Sunday at 10 am.', type: 'general', ...body });
  /**
   * What a reader sees, from the four routes: GET /api/notifications is the bare list (the spec's table says
   * a list), the unread count, and for admins what was sent and the tiles (a member is refused those).
   */
  const listOf = async (api: ApiClient) => {
    const res = await api.get('/api/notifications');
    assert.equal(res.status, 200, res.text);
    assert.ok(Array.isArray(res.json), 'GET /api/notifications answers a list');
    const count = await api.get('/api/notifications/unread-count');
    assert.equal(count.status, 200, count.text);
    const [sent, stats] = await Promise.all([api.get('/api/notifications/sent'), api.get('/api/notifications/stats')]);
    for (const answer of [sent, stats]) assert.ok([200, 403].includes(answer.status), answer.text);
    return {
      items: res.json,
      unreadCount: count.json.unreadCount,
      sent: sent.status === 200 ? sent.json : undefined,
      stats: stats.status === 200 ? stats.json : undefined,
    };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    asha = await sessions.signedIn({ firstName: 'Asha', optedSchemes: ['esi'] });
    ravi = await sessions.signedIn({ firstName: 'Ravi' });
    expired = await createMember(admin, { firstName: 'Manju', status: 'expired' });
    // Notifications keep their own copy of the members, in membership's order: once the last one is
    // known, so are the others.
    await waitFor(async () => (await send({ title: 'Welcome', memberId: expired.id })).status === 201, {
      timeoutMs: 30_000,
      what: 'the members known to notifications',
    });
  }, 180_000);
  afterAll(async () => {
    await stack?.teardown();
  });

  it("reaches exactly the expired members when the admin sends to 'expired'", async () => {
    const res = await send({ title: title('Please renew'), status: 'expired' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.notification.audience, 'status');
    assert.equal(res.json.notification.delivery.recipients, 1);
    const mine = (await listOf(asha.api)).items.map((i: { id: string }) => i.id);
    assert.ok(!mine.includes(res.json.notification.id), 'an active member does not get it');
  });

  it("shows a member broadcast and own notifications with their unread count, never another member's", async () => {
    const broadcast = (await send({ title: title('Annual meeting') })).json.notification;
    const toRavi = (await send({ title: title('For Ravi'), memberId: ravi.member.id })).json.notification;

    const ashas = await listOf(asha.api);
    const ids = ashas.items.map((i: { id: string }) => i.id);
    assert.ok(ids.includes(broadcast.id));
    assert.ok(!ids.includes(toRavi.id), "Ravi's notification is not in Asha's list");
    assert.equal(ashas.unreadCount, ashas.items.filter((i: { isRead: boolean }) => !i.isRead).length);
    assert.equal(ashas.sent, undefined, 'a member does not see what admins sent to others');

    const refused = await asha.api.post(`/api/notifications/${toRavi.id}/read`);
    assert.equal(refused.status, 404, refused.text);
  });

  it('marks a notification read for that reader only and lowers their badge count', async () => {
    const broadcast = (await send({ title: title('Office closed on Monday') })).json.notification;
    const before = await listOf(asha.api);
    const raviBefore = await listOf(ravi.api);

    const read = await asha.api.post(`/api/notifications/${broadcast.id}/read`);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.json.unreadCount, before.unreadCount - 1);

    const after = await listOf(asha.api);
    assert.equal(after.unreadCount, before.unreadCount - 1);
    assert.equal(after.items.find((i: { id: string }) => i.id === broadcast.id).isRead, true);
    const raviAfter = await listOf(ravi.api);
    assert.equal(raviAfter.unreadCount, raviBefore.unreadCount);
    assert.equal(raviAfter.items.find((i: { id: string }) => i.id === broadcast.id).isRead, false);
  });

  it('e-mails each addressee when asked and shows the delivery in the sent list and tiles', async () => {
    const res = await send({ title: title('ESI camp'), scheme: 'esi', email: true });
    assert.equal(res.status, 201, res.text);
    const sent = res.json.notification;
    assert.equal(sent.delivery.recipients, 1, 'only Asha opted into ESI');
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.includes(asha.member.email) && m.subject === sent.title,
      20_000,
    );
    assert.ok(mail.text.includes('The annual meeting is on Sunday at 10 am.'), mail.text);
    const delivered = await waitFor(
      async () => {
        const answer = await listOf(admin);
        const row = answer.sent.find((s: { id: string }) => s.id === sent.id);
        return row?.delivery.delivered === 1 ? answer : undefined;
      },
      { timeoutMs: 20_000, what: 'the e-mail counted as delivered' },
    );
    assert.ok(delivered.stats.sentToday >= 1);
    assert.ok(delivered.stats.delivered >= 1);
  });

  it("puts a member's renewal request in the admin inbox, which the admin marks read and a member cannot", async () => {
    // A member asks inside the 30-day window (issue 30).
    await endMembershipIn(admin, asha.member.id);
    const asked = await asha.api.post('/api/members/renewal-request', { memberId: asha.member.id });
    assert.ok(asked.status < 300, asked.text);
    const item = await waitFor(
      async () =>
        (await listOf(admin)).items.find(
          (i: { type: string; message: string }) => i.type === 'renewal_request' && i.message.includes('Asha'),
        ),
      { timeoutMs: 20_000, what: 'the renewal request in the inbox' },
    );
    assert.equal(item.isRead, false);
    assert.equal(item.link, `/members/${asha.member.id}`);
    const before = (await listOf(admin)).unreadCount;

    assert.equal((await asha.api.post(`/api/notifications/${item.id}/read`)).status, 404);
    const read = await admin.post(`/api/notifications/${item.id}/read`);
    assert.equal(read.status, 200, read.text);
    const after = await listOf(admin);
    assert.equal(after.items.find((i: { id: string }) => i.id === item.id).isRead, true);
    assert.equal(after.unreadCount, before - 1);
    assert.ok(!(await listOf(asha.api)).items.some((i: { id: string }) => i.id === item.id));
  });

  it('refuses a send from a member or a visitor, and a form without a title, sending nothing', async () => {
    const before = (await listOf(admin)).sent.length;
    assert.equal((await send({ title: title('Nope') }, asha.api)).status, 403);
    assert.equal((await send({ title: title('Nope') }, new ApiClient(stack.url))).status, 401);
    const blank = await send({ title: '  ' });
    assert.equal(blank.status, 400, blank.text);
    assert.deepEqual(blank.json.errors, [{ field: 'title', message: 'Title is required' }]);
    const twoAudiences = await send({ title: title('Two'), status: 'active', scheme: 'esi' });
    assert.equal(twoAudiences.status, 400, twoAudiences.text);
    assert.equal(twoAudiences.json.message, 'Choose one audience: all members, a status, a scheme or one member');
    assert.equal((await listOf(admin)).sent.length, before);
    const notAnId = await asha.api.post('/api/notifications/not-an-id/read');
    assert.equal(notAnId.status, 404, notAnId.text);
  });
});
