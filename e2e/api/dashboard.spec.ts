import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { adminClient, createMember } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, dueNextYear, knownToPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

describe('dashboard stats', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('asks anonymous callers to log in (401)', async () => {
    const res = await new ApiClient(stack.url).get('/api/dashboard/stats');
    assert.equal(res.status, 401);
  });

  it('shows zeros on a new portal', async () => {
    const res = await admin.get('/api/dashboard/stats');
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, {
      totalMembers: 0,
      activeMembers: 0,
      pendingRenewals: 0,
      totalEvents: 0,
      paymentsReceived: '0.00',
      paymentsOutstanding: '0.00',
    });
  });

  it('counts members, active members by their end date, and as pending renewals the expired and those ending within 30 days', async () => {
    const approved = await createMember(admin);
    await createMember(admin); // pending: a new applicant, not a renewal
    await createMember(admin, { status: 'expired' });
    const suspended = await createMember(admin);
    const lapsed = await createMember(admin);
    const endingSoon = await createMember(admin);
    for (const member of [approved, lapsed, endingSoon])
      assert.equal((await admin.post(`/api/members/${member.id}/approve`)).status, 200);
    assert.equal((await admin.post(`/api/members/${suspended.id}/reject`, { reason: 'duplicate' })).status, 200);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const period = await admin.request('PUT', `/api/members/${lapsed.id}`, {
      membershipStartDate: '2023-06-01',
      membershipEndDate: '2024-05-31',
    });
    assert.equal(period.status, 200, period.text);
    await admin.request('PUT', `/api/members/${endingSoon.id}`, { membershipEndDate: inDays(20) });

    const stats = await admin.get('/api/dashboard/stats');
    assert.equal(stats.status, 200);
    // Active: approved (a year ahead) and endingSoon. Renewals: expired, lapsed, endingSoon.
    assert.deepEqual(stats.json, {
      totalMembers: 6,
      activeMembers: 2,
      pendingRenewals: 3,
      totalEvents: 0,
      paymentsReceived: '0.00',
      paymentsOutstanding: '0.00',
    });

    await admin.request('DELETE', `/api/members/${approved.id}`);
    const after = await admin.get('/api/dashboard/stats');
    assert.deepEqual(after.json, {
      totalMembers: 5,
      activeMembers: 1,
      pendingRenewals: 3,
      totalEvents: 0,
      paymentsReceived: '0.00',
      paymentsOutstanding: '0.00',
    });
  });

  it('shows the money received and still outstanding across the schemes, from the payment records', async () => {
    const member = await createMember(admin, { firstName: 'Moneytest' });
    await knownToPayments(admin, member.id);
    await addRecord(admin, { memberId: member.id, scheme: 'esi', amount: '200', status: 'paid' });
    await addRecord(admin, { memberId: member.id, scheme: 'postal', amount: '1250.50', status: 'paid' });
    await addRecord(admin, { memberId: member.id, scheme: 'esi', amount: 200, dueDate: dueNextYear() });
    await addRecord(admin, { memberId: member.id, scheme: 'kutumba_barosa', amount: 100, status: 'overdue' });
    const stats = await admin.get('/api/dashboard/stats');
    assert.equal(stats.status, 200, stats.text);
    assert.deepEqual([stats.json.paymentsReceived, stats.json.paymentsOutstanding], ['1450.50', '300.00']);
  });

  it('lists what happened in the activity feed, newest first, for admins only', async () => {
    assert.equal((await new ApiClient(stack.url).get('/api/dashboard/activity')).status, 401);
    const member = await createMember(admin, { firstName: 'Feedtest' });
    await admin.post(`/api/members/${member.id}/approve`);
    const items = await waitFor(
      async () => {
        const res = await admin.get('/api/dashboard/activity');
        const mine = (res.json as Array<{ title: string; type: string; createdAt: string }>).filter((i) =>
          i.title.includes(member.memberId),
        );
        return mine.length === 2 ? mine : undefined;
      },
      { what: 'the feed to show the new member and the approval' },
    );
    assert.deepEqual(
      items.map((i) => i.title),
      [`Member approved: Feedtest Gowda (${member.memberId})`, `Member added: Feedtest Gowda (${member.memberId})`],
    );
    assert.equal(items[1].type, 'member_registration');
    assert.ok(!Number.isNaN(Date.parse(items[0].createdAt)));
  });

  it('shows a bulk import as one line, and renewal requests and completions, in the activity feed', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Feed${i},Importer,98765${String(10000 + i)}`);
    const csv = ['firstName,lastName,phone', ...rows].join('\r\n');
    const imported = await new FormClient(stack.url, admin).post('/api/members/bulk-import', [
      { name: 'file', fileName: 'register.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    assert.equal(imported.status, 200, imported.text);
    assert.equal(imported.json.imported, 12);
    const member = await createMember(admin, { firstName: 'Renewer' });
    await admin.post(`/api/members/${member.id}/approve`);
    const request = (await admin.post('/api/members/renewal-request', { memberId: member.id })).json;
    await admin.post(`/api/members/renewal-requests/${request.id}/complete`);

    const feed = await waitFor(
      async () => {
        const res = await admin.get('/api/dashboard/activity');
        const titles = (res.json as Array<{ title: string }>).map((i) => i.title);
        const done = titles.some((t) => t.startsWith('Membership renewed')) && titles.includes('12 members imported');
        return done ? (res.json as Array<{ title: string; type: string }>) : undefined;
      },
      { what: 'the feed to show the import and the renewal' },
    );
    const who = `Renewer Gowda (${member.memberId})`;
    assert.deepEqual(
      feed.slice(0, 3).map((i) => [i.type, i.title]),
      [
        ['renewal_completed', `Membership renewed: ${who}`],
        ['renewal_requested', `Renewal requested: ${who}`],
        ['member_approved', `Member approved: ${who}`],
      ],
    );
    const importLines = feed.filter((i) => /imported|Feed\d/.test(i.title));
    assert.deepEqual(
      importLines.map((i) => [i.type, i.title]),
      [['members_imported', '12 members imported']],
    );
  });
});
