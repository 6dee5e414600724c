import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { adminClient, createMember } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/** Mark Paid and Renewed says how the fee was paid. */
const PAID_IN_CASH = { paymentMethod: 'cash' };

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Membership validity and renewals through the gateway (issue 8). */
describe('membership validity and renewals', () => {
  let stack: TestStack;
  let admin: ApiClient;
  const at = (iso: string | null) => (iso ? Date.parse(iso) : NaN);
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** An approved member whose period the admin then set to the year up to `endDate` (YYYY-MM-DD) on the member form. */
  async function approvedUntil(endDate: string, overrides: Record<string, unknown> = {}) {
    const member = await createMember(admin, overrides);
    assert.equal((await admin.post(`/api/members/${member.id}/approve`)).status, 200);
    const res = await admin.request('PUT', `/api/members/${member.id}`, {
      membershipStartDate: isoDay(Date.parse(endDate) - YEAR_MS),
      membershipEndDate: endDate,
    });
    assert.equal(res.status, 200, res.text);
    return res.json;
  }

  it('starts a one-year membership on approval: valid until a year from today, not "Not set"', async () => {
    const member = await createMember(admin);
    assert.equal(member.membershipEndDate, null);
    const { member: approved } = (await admin.post(`/api/members/${member.id}/approve`)).json;
    assert.equal(approved.membershipStartDate, approved.approvedAt);
    assert.equal(at(approved.membershipEndDate) - at(approved.membershipStartDate), YEAR_MS);
    assert.ok(Math.abs(at(approved.membershipEndDate) - (Date.now() + YEAR_MS)) < 120_000);
  });

  it('shows an active member whose end date has passed as expired everywhere the admin reads it, and lets them renew', async () => {
    const lapsed = await approvedUntil('2024-06-30', { firstName: 'Lapsedmember' });
    assert.equal(lapsed.status, 'expired');
    assert.equal((await admin.get(`/api/members/${lapsed.id}`)).json.status, 'expired');
    const expiredList = await admin.get('/api/members?status=expired&limit=1000');
    assert.ok(
      expiredList.json.members.some((m: { id: string }) => m.id === lapsed.id),
      'in the Expired filter',
    );
    const activeList = await admin.get('/api/members?status=active&limit=1000');
    assert.ok(!activeList.json.members.some((m: { id: string }) => m.id === lapsed.id), 'not in the Active filter');
    const found = await admin.get('/api/members?search=lapsedmember');
    assert.equal(found.json.members[0].status, 'expired');
  });

  it('marks a renewal paid: one year after the current end date for an early renewal, and e-mails the member', async () => {
    const end = Date.now() + 45 * DAY_MS;
    const member = await approvedUntil(isoDay(end), { email: 'early.renewer@e2e.test' });
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    assert.equal(request.status, 'open');

    const res = await admin.post(`/api/members/renewal-requests/${request.id}/complete`, PAID_IN_CASH);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.request.status, 'completed');
    assert.ok(res.json.request.resolvedBy, 'who completed it');
    assert.ok(res.json.request.resolvedAt, 'when');
    assert.equal(res.json.member.status, 'active');
    assert.equal(at(res.json.member.membershipEndDate) - at(member.membershipEndDate), YEAR_MS);
    assert.equal(
      (await admin.get(`/api/members/${member.id}`)).json.membershipEndDate,
      res.json.member.membershipEndDate,
    );

    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.to.some((to) => to.address === 'early.renewer@e2e.test') && /renewed/i.test(m.subject),
      30_000,
    );
    const shown = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(res.json.member.membershipEndDate));
    assert.ok(mail.text.includes(`Valid until: ${shown}`), mail.text);

    const again = await admin.post(`/api/members/renewal-requests/${request.id}/complete`, PAID_IN_CASH);
    assert.equal(again.status, 409, again.text);
    assert.equal(again.json.message, 'This renewal request is already completed');
  });

  it('asks how the renewal fee was paid: 400 naming the method or the reference, and nothing changes', async () => {
    const member = await approvedUntil(isoDay(Date.now() + 10 * DAY_MS));
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    const url = `/api/members/renewal-requests/${request.id}/complete`;
    for (const [body, field] of [
      [{}, 'paymentMethod'],
      [{ paymentMethod: 'gold' }, 'paymentMethod'],
      [{ paymentMethod: 'bank_transfer' }, 'reference'],
    ] as const) {
      const res = await admin.post(url, body);
      assert.equal(res.status, 400, res.text);
      assert.equal(res.json.errors?.[0]?.field ?? res.json.field, field, res.text);
    }
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.membershipEndDate, member.membershipEndDate);
    const paid = await admin.post(url, { paymentMethod: 'bank_transfer', reference: 'NEFT-88213' });
    assert.equal(paid.status, 200, paid.text);
    assert.deepEqual(
      [paid.json.request.paymentMethod, paid.json.request.paymentReference],
      ['bank_transfer', 'NEFT-88213'],
    );
  });

  it('renews a lapsed membership for a year from today and makes the member active again', async () => {
    const member = await approvedUntil('2024-01-31');
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    assert.equal(request.currentStatus, 'expired');
    const res = await admin.post(`/api/members/renewal-requests/${request.id}/complete`, PAID_IN_CASH);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.member.status, 'active');
    assert.ok(Math.abs(at(res.json.member.membershipEndDate) - (Date.now() + YEAR_MS)) < 120_000);
  });

  it('refuses to renew a pending applicant or a suspended member with 409, while an active or expired member renews', async () => {
    const pending = await createMember(admin);
    const refused = await admin.post('/api/members/renewal-request', { memberId: pending.id });
    assert.equal(refused.status, 409, refused.text);
    assert.deepEqual(
      [refused.json.code, refused.json.message],
      ['MEMBERSHIP_NOT_APPROVED', 'Approve the application first'],
    );
    assert.deepEqual((await admin.get(`/api/members/${pending.id}/renewal-requests`)).json, []);
    assert.equal((await admin.get(`/api/members/${pending.id}`)).json.status, 'pending');

    const suspended = await createMember(admin, { status: 'suspended' });
    const alsoRefused = await admin.post('/api/members/renewal-request', { memberId: suspended.id });
    assert.equal(alsoRefused.status, 409, alsoRefused.text);
    assert.equal(alsoRefused.json.message, 'Approve the application first');

    // A request opened while the member was active is not completed once they are suspended.
    const active = await approvedUntil(isoDay(Date.now() + 20 * DAY_MS));
    const request = (await admin.post('/api/members/renewal-request', { memberId: active.id })).json;
    assert.equal((await admin.request('PUT', `/api/members/${active.id}`, { status: 'suspended' })).status, 200);
    const late = await admin.post(`/api/members/renewal-requests/${request.id}/complete`, PAID_IN_CASH);
    assert.equal(late.status, 409, late.text);
    assert.equal(late.json.message, 'Approve the application first');
    assert.equal((await admin.get(`/api/members/${active.id}`)).json.membershipEndDate, active.membershipEndDate);

    // The positive controls: approved members, active and expired, still renew.
    for (const member of [await approvedUntil(isoDay(Date.now() + 20 * DAY_MS)), await approvedUntil('2024-03-31')]) {
      const asked = await admin.post('/api/members/renewal-request', { memberId: member.id });
      assert.equal(asked.status, 201, asked.text);
      const done = await admin.post(`/api/members/renewal-requests/${asked.json.id}/complete`, PAID_IN_CASH);
      assert.equal(done.status, 200, done.text);
      assert.equal(done.json.member.status, 'active');
    }
  });

  it("sets the association's fees in one place: anyone reads them, the renewal settings and a new request follow", async () => {
    const visitor = new ApiClient(stack.url);
    const seeded = await visitor.get('/api/membership-fees');
    assert.equal(seeded.status, 200, seeded.text);
    assert.deepEqual(seeded.json, { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: null });

    const zero = await admin.request('PUT', '/api/membership-fees', { joiningFee: 0 });
    assert.equal(zero.status, 400, zero.text);
    assert.equal(zero.json.errors[0].field, 'joiningFee');
    assert.equal((await visitor.request('PUT', '/api/membership-fees', { renewalFee: 1 })).status, 401);

    const set = await admin.request('PUT', '/api/membership-fees', { joiningFee: '1500', renewalFee: 2400 });
    assert.equal(set.status, 200, set.text);
    try {
      assert.deepEqual([set.json.joiningFee, set.json.renewalFee], ['1500.00', '2400.00']);
      assert.equal((await visitor.get('/api/membership-fees')).json.renewalFee, '2400.00');
      assert.deepEqual((await admin.get('/api/members/renewal-settings')).json, {
        renewalFee: '2400.00',
        periodDays: 365,
      });
      const member = await approvedUntil('2024-05-31');
      const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
      assert.equal(request.renewalAmount, '2400.00');
    } finally {
      await admin.request('PUT', '/api/membership-fees', { joiningFee: '1000', renewalFee: '2000' });
    }
  });

  it('declines a request with an optional reason, leaving the membership as it was', async () => {
    const member = await approvedUntil('2024-02-29');
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    const tooLong = await admin.post(`/api/members/renewal-requests/${request.id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    assert.equal(tooLong.status, 400, tooLong.text);
    const res = await admin.post(`/api/members/renewal-requests/${request.id}/decline`, { reason: 'Cheque bounced' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual([res.json.request.status, res.json.request.declineReason], ['declined', 'Cheque bounced']);
    assert.deepEqual(
      [res.json.member.status, res.json.member.membershipEndDate],
      ['expired', member.membershipEndDate],
    );

    const second = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    const silent = await admin.post(`/api/members/renewal-requests/${second.id}/decline`);
    assert.equal(silent.status, 200, silent.text);
    assert.equal(silent.json.request.declineReason, null);
  });

  it('answers 404 for a renewal request that does not exist', async () => {
    for (const action of ['complete', 'decline']) {
      for (const id of [UNKNOWN, 'not-a-request']) {
        const res = await admin.post(
          `/api/members/renewal-requests/${id}/${action}`,
          action === 'complete' ? PAID_IN_CASH : undefined,
        );
        assert.equal(res.status, 404, `${action} ${id}: ${res.text}`);
        assert.equal(res.json.message, 'Renewal request not found');
      }
    }
  });

  it("lists the member's activity with renewals, files and schemes, naming the admin who made each change", async () => {
    const member = await approvedUntil('2030-12-31');
    await admin.request('PUT', `/api/members/${member.id}`, { optedSchemes: ['esi'] });
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    await admin.post(`/api/members/renewal-requests/${request.id}/complete`, PAID_IN_CASH);
    const me = (await admin.get('/api/auth/user')).json;
    const adminName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;

    const res = await admin.get(`/api/members/${member.memberId}/activity`);
    assert.equal(res.status, 200, res.text);
    const kinds = res.json.map((e: { kind: string }) => e.kind);
    assert.deepEqual(kinds.slice(0, 3), ['renewal_completed', 'renewal_requested', 'schemes_changed']);
    assert.ok(kinds.includes('approved') && kinds.includes('registered'), kinds.join(', '));
    const completed = res.json[0];
    assert.deepEqual(completed.by, { type: 'admin', id: me.id, name: adminName });
    assert.equal(completed.details.previousEndDate, member.membershipEndDate);
    assert.deepEqual(res.json[2].details, { added: ['esi'], removed: [] });
    assert.equal((await admin.get(`/api/members/${UNKNOWN}/activity`)).status, 404);
  });
});
