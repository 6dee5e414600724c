import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminClient, createMember } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

describe('dashboard stats', () => {
  let stack: TestStack;
  let admin: ApiClient;

  before(async () => {
    stack = await startTestStack();
    admin = await adminClient(stack);
  });
  after(async () => {
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
});
