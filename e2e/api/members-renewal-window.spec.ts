import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberSessions } from '../support/fixtures/member-session';
import { endMembershipIn } from '../support/renewal-window';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;

/** The India day of an instant as dd/mm/yyyy, written out here so the test does not borrow the portal's formatter. */
const indiaDay = (time: number) => new Date(time + IST_MS).toISOString().slice(0, 10).split('-').reverse().join('/');

/** Issue 30: a member asks to renew from 30 days before the end date, and hears by e-mail that the request arrived. */
describe('renewal window and acknowledgement, through the gateway', () => {
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

  it('refuses a member with a year left (409, the day renewal opens) and stores nothing', async () => {
    const early = await sessions.signedIn({ firstName: 'Early' });
    const end = (await admin.get(`/api/members/${early.member.id}`)).json.membershipEndDate as string;
    const lastDay = Date.parse(`${new Date(Date.parse(end) + IST_MS).toISOString().slice(0, 10)}T00:00:00.000Z`);
    const refused = await early.api.post('/api/members/renewal-request', { memberId: early.member.id });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.json.code, 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN');
    assert.equal(
      refused.json.message,
      `Renewal opens on ${indiaDay(lastDay - 30 * DAY_MS - IST_MS)}, 30 days before your membership ends. Please request it then.`,
    );
    const order = await early.api.post('/api/razorpay/renewal-order', {});
    assert.equal(order.status, 409, `paying online opens a request too: ${order.text}`);
    assert.deepEqual((await admin.get(`/api/members/${early.member.id}/renewal-requests`)).json, []);
  });

  it('accepts a request inside the window and e-mails the member the fee, the validity it gives and how to pay', async () => {
    const member = await sessions.signedIn({ firstName: 'Timely' });
    const end = await endMembershipIn(admin, member.member.id, 20);
    const asked = await member.api.post('/api/members/renewal-request', { memberId: member.member.id });
    assert.equal(asked.status, 201, asked.text);
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.to.some((to) => to.address === member.member.email) && /renewal request/i.test(m.subject),
      30_000,
    );
    assert.equal(mail.subject, 'We have received your membership renewal request');
    for (const line of [
      `Renewal fee: ₹${Number(asked.json.renewalAmount).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      `Valid until, once paid: ${indiaDay(Date.parse(end) + 365 * DAY_MS)}`,
      '/member-dashboard',
      "at the association's office",
    ]) {
      assert.ok(mail.text.includes(line), `${line}\n${mail.text}`);
    }
  });
});
