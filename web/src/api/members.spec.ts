import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { dashboardKeys } from './dashboard';
import {
  fetchMembers,
  memberCertificateUrl,
  memberFileExists,
  memberIdCardUrl,
  memberKeys,
  approveMember,
  fetchMember,
  refreshMemberData,
} from './members';
import { stubFetch } from '../test/fetch-stub';

describe('one member shape', () => {
  it('reads a member as GET /api/members/{id} answers it (bare) and as approve answers it ({ member, setupLinkSent }, spec part 1 §7)', async () => {
    const member = { id: 'm1', memberId: 'PHOTO0001' };
    stubFetch({
      'GET /api/members/m1': { body: member },
      'POST /api/members/m1/approve': { body: { member, setupLinkSent: false } },
    });
    await expect(fetchMember('m1')).resolves.toEqual(member);
    await expect(approveMember({ id: 'm1' })).resolves.toEqual({ member, setupLinkSent: false });
  });
});

describe('fetchMembers', () => {
  it('asks for one page with the search and leaves the status out for "all"', async () => {
    const { calls } = stubFetch({ 'GET /api/members': { body: { members: [], total: 12 } } });
    await expect(fetchMembers({ page: 2, limit: 10, search: 'ravi' })).resolves.toEqual({ members: [], total: 12 });
    expect(calls[0].url).toBe('/api/members?page=2&limit=10&search=ravi');
  });
});

describe('refreshMemberData', () => {
  it('marks the member lists, the next id, the dashboard statistics and the activity feed out of date (spec part 1 §4)', async () => {
    const client = createQueryClient();
    const keys = [
      memberKeys.list({ page: 1, limit: 10 }),
      memberKeys.nextId(),
      dashboardKeys.stats(),
      dashboardKeys.activity(),
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });

    await refreshMemberData(client);

    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    // Every member change is now an activity item too, so the feed is refreshed with the counts.
    expect(stale).toEqual([true, true, true, true]);
  });
});

describe('memberFileExists', () => {
  it('asks with HEAD and answers true for a file that is there, false for a 404', async () => {
    const { calls } = stubFetch({
      'HEAD /api/members/m1/id-card': { status: 200 },
      'HEAD /api/members/m2/id-card': { status: 404 },
    });
    await expect(memberFileExists(memberIdCardUrl('m1'))).resolves.toBe(true);
    await expect(memberFileExists(memberIdCardUrl('m2'))).resolves.toBe(false);
    expect(calls.map((c) => [c.method, c.init?.credentials])).toEqual([
      ['HEAD', 'include'],
      ['HEAD', 'include'],
    ]);
  });

  it('throws the usual status error for any other failure', async () => {
    stubFetch({ 'HEAD /api/members/m1/certificate': { status: 403 } });
    await expect(memberFileExists(memberCertificateUrl('m1'))).rejects.toThrow(/^403: /);
  });
});
