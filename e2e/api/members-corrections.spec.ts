import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { Client } from 'pg';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

interface InboxItem {
  id: string;
  type: string;
  message: string;
  link: string | null;
  resolvedAt: string | null;
  resolution: string | null;
}

interface MemberNotice {
  title: string;
  message: string;
}

/**
 * Issue 32 "Correction", through the gateway: a member asks for a correction of a field they cannot edit
 * themselves; the office sees it in the admin inbox; the admin's edit of the field closes it (or the admin declines
 * it with a reason); the inbox item clears and the member is told in the portal and by e-mail.
 */
describe('asking for a correction of date of birth, name on record or Aadhaar last four (and an erasure declined)', () => {
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

  const inboxItemFor = (memberId: string, type = 'correction_request') =>
    waitFor(
      async () => {
        const res = await admin.get('/api/notifications/page?page=1&limit=100');
        assert.equal(res.status, 200, res.text);
        return (res.json.items as InboxItem[]).find((i) => i.type === type && i.message.includes(memberId));
      },
      { timeoutMs: 20_000, what: `the ${type} item about ${memberId}` },
    );
  const itemNow = async (id: string) =>
    ((await admin.get('/api/notifications/page?page=1&limit=100')).json.items as InboxItem[]).find((i) => i.id === id);
  const resolved = (id: string) =>
    waitFor(async () => ((await itemNow(id))?.resolvedAt ? itemNow(id) : undefined), {
      timeoutMs: 20_000,
      what: `item ${id} resolved`,
    });
  const noticeFor = (m: MemberSession, title: string) =>
    waitFor(
      async () => {
        const res = await m.api.get('/api/notifications');
        assert.equal(res.status, 200, res.text);
        return (res.json as MemberNotice[]).find((n) => n.title === title);
      },
      { timeoutMs: 20_000, what: `the member's notice "${title}"` },
    );
  const mailTo = (address: string, subject: RegExp) =>
    stack.mailCatcher!.waitForMessage(
      (m) => m.to.some((to) => to.address === address) && subject.test(m.subject),
      30_000,
    );

  async function storedRequests(memberUuid: string): Promise<number> {
    const client = new Client({ connectionString: stack.databaseUrl('membership') });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM correction_requests WHERE member_id = $1`, [
        memberUuid,
      ]);
      return rows[0].n;
    } finally {
      await client.end();
    }
  }

  it("lands in the admin inbox, and the admin's edit of the date of birth closes it, clears the item and tells the member", async () => {
    const m = await sessions.signedIn({ firstName: 'Correcting', dateOfBirth: '1985-06-01' });
    const asked = await m.api.post('/api/members/correction-requests', {
      field: 'dateOfBirth',
      value: '1985-06-10',
      note: 'The 10th, not the 1st',
    });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.status, 'open');
    assert.equal(asked.json.requestedValue, '1985-06-10');

    const again = await m.api.post('/api/members/correction-requests', { field: 'dateOfBirth', value: '1985-06-11' });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.json.code, 'MEMBERSHIP_CORRECTION_ALREADY_REQUESTED');

    const item = await inboxItemFor(m.member.memberId);
    assert.equal(item.link, `/members/${m.member.id}`);
    assert.equal(item.resolvedAt, null);
    const listed = await admin.get(`/api/members/${m.member.id}/correction-requests`);
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      listed.json.map((r: { id: string; status: string }) => [r.id, r.status]),
      [[asked.json.id, 'open']],
    );

    const edit = await admin.put(`/api/members/${m.member.id}`, { dateOfBirth: '1985-06-10' });
    assert.equal(edit.status, 200, edit.text);
    const mine = await m.api.get(`/api/members/${m.member.id}/correction-requests`);
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.json[0].status, 'done', 'the member sees the request done');
    assert.equal((await resolved(item.id)).resolution, 'Corrected');
    const notice = await noticeFor(m, 'Your correction was made');
    assert.match(notice.message, /date of birth/);
    await mailTo(m.member.email, /Your correction was made/);
  });

  it('declines with a reason the member reads, and clears the inbox item', async () => {
    const m = await sessions.signedIn({ firstName: 'Declined', aadharNumber: '1234 5678 9012' });
    const asked = await m.api.post('/api/members/correction-requests', {
      field: 'aadhaarLastFour',
      value: '2345 6789 0123',
    });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.requestedValue, '0123', 'only the last four digits are kept');
    const item = await inboxItemFor(m.member.memberId);

    const noReason = await admin.post(`/api/members/correction-requests/${asked.json.id}/decline`, {});
    assert.equal(noReason.status, 400, noReason.text);
    const declined = await admin.post(`/api/members/correction-requests/${asked.json.id}/decline`, {
      reason: 'Your Aadhaar card on file ends in 9012',
    });
    assert.equal(declined.status, 200, declined.text);
    assert.equal(declined.json.status, 'declined');
    const twice = await admin.post(`/api/members/correction-requests/${asked.json.id}/decline`, { reason: 'x' });
    assert.equal(twice.status, 409, twice.text);

    assert.equal((await resolved(item.id)).resolution, 'Declined: Your Aadhaar card on file ends in 9012');
    const notice = await noticeFor(m, 'Your correction request was declined');
    assert.match(notice.message, /Your Aadhaar card on file ends in 9012/);
  });

  // Erasure requests close through the same notices as corrections (issue 32): the inbox item and the member's word.
  it('declines an erasure request with a reason the member reads by e-mail, and clears the inbox item', async () => {
    const m = await sessions.signedIn({ firstName: 'Staying' });
    const asked = await m.api.post('/api/members/data-requests/erasure', { note: 'Closing my studio' });
    assert.equal(asked.status, 201, asked.text);
    const item = await inboxItemFor(m.member.memberId, 'data_request');
    const declined = await admin.post(`/api/members/data-requests/${asked.json.id}/decline`, {
      reason: 'Your Kutumba Barosa claim is still open',
    });
    assert.equal(declined.status, 200, declined.text);
    assert.equal((await resolved(item.id)).resolution, 'Declined: Your Kutumba Barosa claim is still open');
    const notice = await noticeFor(m, 'Your erasure request was declined');
    assert.equal(notice.message, 'We did not erase your data. Reason: Your Kutumba Barosa claim is still open');
    await mailTo(m.member.email, /Your erasure request was declined/);
  });

  it("clears a deleted member's correction items from the inbox", async () => {
    const m = await sessions.signedIn({ firstName: 'Leaving' });
    const asked = await m.api.post('/api/members/correction-requests', { field: 'name', value: 'Leaving Soon' });
    assert.equal(asked.status, 201, asked.text);
    const item = await inboxItemFor(m.member.memberId);
    const removed = await admin.request('DELETE', `/api/members/${m.member.id}`);
    assert.ok(removed.status < 300, removed.text);
    assert.equal((await resolved(item.id)).resolution, 'Member deleted');
  });

  it('refuses bad input with 400 naming the field and stores nothing', async () => {
    const m = await sessions.signedIn({ firstName: 'Careless' });
    const bodies: Array<[Record<string, unknown>, string]> = [
      [{ field: 'dateOfBirth', value: '31/02/1990' }, 'value'],
      [{ field: 'dateOfBirth', value: '2999-01-01' }, 'value'],
      [{ field: 'name', value: 'Madonna' }, 'value'],
      [{ field: 'aadhaarLastFour', value: '123' }, 'value'],
      [{ field: 'phone', value: '9999999999' }, 'field'],
      [{ field: 'name' }, 'value'],
    ];
    for (const [body, field] of bodies) {
      const res = await m.api.post('/api/members/correction-requests', body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
      assert.ok(
        (res.json.errors as { field: string }[]).some((e) => e.field === field),
        `${JSON.stringify(body)} names ${field}: ${res.text}`,
      );
    }
    assert.equal(await storedRequests(m.member.id), 0);
  });

  it("lets no member see another member's requests, and an admin cannot ask on a member's behalf", async () => {
    const owner = await sessions.signedIn({ firstName: 'Owner' });
    const other = await sessions.signedIn({ firstName: 'Nosy' });
    const asked = await owner.api.post('/api/members/correction-requests', { field: 'name', value: 'Owner Kumar' });
    assert.equal(asked.status, 201, asked.text);

    const peek = await other.api.get(`/api/members/${owner.member.id}/correction-requests`);
    assert.equal(peek.status, 403, peek.text);
    // A memberId in the body is no way to ask for someone else: the request is always the caller's own.
    const aimed = await other.api.post('/api/members/correction-requests', {
      field: 'name',
      value: 'Nosy Kumar',
      memberId: owner.member.id,
    });
    assert.equal(aimed.status, 201, aimed.text);
    assert.equal(aimed.json.memberId, other.member.id, "the request is the caller's, whatever the body names");
    const byAdmin = await admin.post('/api/members/correction-requests', { field: 'name', value: 'Admin Asked' });
    assert.equal(byAdmin.status, 403, byAdmin.text);
    const cannotDecline = await owner.api.post(`/api/members/correction-requests/${asked.json.id}/decline`, {
      reason: 'Changed my mind',
    });
    assert.equal(cannotDecline.status, 403, cannotDecline.text);
    assert.equal(await storedRequests(other.member.id), 1);
    assert.equal(await storedRequests(owner.member.id), 1);
  });
});
