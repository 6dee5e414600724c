import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { adminClient, createMember } from '../support/fixtures/members';
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
    assert.deepEqual(res.json, { totalMembers: 0, activeMembers: 0, pendingRenewals: 0, totalEvents: 0 });
  });

  it('counts members, active members and pending renewals (expired + pending) as they change', async () => {
    const approved = await createMember(admin);
    await createMember(admin); // pending
    await createMember(admin, { status: 'expired' });
    const suspended = await createMember(admin);
    assert.equal((await admin.post(`/api/members/${approved.id}/approve`)).status, 200);
    assert.equal((await admin.post(`/api/members/${suspended.id}/reject`, { reason: 'duplicate' })).status, 200);

    const stats = await admin.get('/api/dashboard/stats');
    assert.equal(stats.status, 200);
    assert.deepEqual(stats.json, { totalMembers: 4, activeMembers: 1, pendingRenewals: 2, totalEvents: 0 });

    await admin.request('DELETE', `/api/members/${approved.id}`);
    const after = await admin.get('/api/dashboard/stats');
    assert.deepEqual(after.json, { totalMembers: 3, activeMembers: 0, pendingRenewals: 2, totalEvents: 0 });
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
});
