import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createMember, adminClient, memberForm } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const ID = '00000000-0000-4000-8000-000000000000';

/** Every route of issue 3 with the access it declares (ROUTES.md). */
const ROUTES: Array<[method: string, path: string]> = [
  ['GET', '/api/members/next-id'],
  ['GET', '/api/members'],
  ['POST', '/api/members'],
  ['GET', `/api/members/${ID}`],
  ['PUT', `/api/members/${ID}`],
  ['DELETE', `/api/members/${ID}`],
  ['POST', `/api/members/${ID}/approve`],
  ['POST', `/api/members/${ID}/reject`],
  ['POST', '/api/members/bulk-import'],
  ['GET', '/api/members/sample-csv'],
  ['GET', '/api/members/export'],
  ['POST', `/api/members/${ID}/photo`],
  ['DELETE', `/api/members/${ID}/photo`],
  ['GET', `/api/members/${ID}/photo`],
  ['POST', `/api/members/${ID}/id-card`],
  ['DELETE', `/api/members/${ID}/id-card`],
  ['GET', `/api/members/${ID}/id-card`],
  ['GET', `/api/members/${ID}/passport-photo`],
  ['GET', `/api/members/${ID}/id-proof`],
  ['GET', `/api/members/${ID}/documents`],
  ['POST', `/api/members/${ID}/documents`],
  ['DELETE', `/api/members/${ID}/documents/${ID}`],
  ['GET', `/api/members/${ID}/documents/${ID}/download`],
  ['POST', '/api/members/renewal-request'],
  ['GET', `/api/members/${ID}/renewal-requests`],
  ['GET', '/api/members/renewal-settings'],
  ['GET', '/api/dashboard/stats'],
];

describe('members API', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('asks anonymous callers to log in (401) on every member, file and dashboard route', async () => {
    const anonymous = new ApiClient(stack.url);
    for (const [method, path] of ROUTES) {
      const res = await anonymous.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.json.message, 'Please log in to continue');
    }
  });

  it('describes every member route at /api/docs', async () => {
    const docs = await new ApiClient(stack.url).get('/api/docs-json');
    const paths = Object.keys(docs.json.paths);
    for (const [method, path] of ROUTES) {
      const documented = path.replaceAll(ID, '{id}').replace(/documents\/\{id\}/, 'documents/{docId}');
      assert.ok(docs.json.paths[documented]?.[method.toLowerCase()], `${method} ${documented} in ${paths.join(' ')}`);
    }
  });

  it('offers the next member id and gives it to the next member created without one', async () => {
    const next = await admin.get('/api/members/next-id');
    assert.equal(next.status, 200);
    assert.match(next.json.nextId, /^PHOTO\d{4,}$/);
    const member = await createMember(admin);
    assert.equal(member.memberId, next.json.nextId);
    const after = await admin.get('/api/members/next-id');
    assert.notEqual(after.json.nextId, next.json.nextId);
  });

  it('creates a member as pending with a trimmed, upper-cased member id', async () => {
    const res = await admin.post(
      '/api/members',
      memberForm({ memberId: '  photo7001 ', firstName: 'Nagaraj', lastName: 'Shetty' }),
    );
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.memberId, 'PHOTO7001');
    assert.equal(res.json.firstName, 'Nagaraj');
    assert.equal(res.json.status, 'pending');
    assert.equal(typeof res.json.id, 'string');
    assert.equal(res.json.password, undefined);
  });

  it('lists every missing required field with its message (400)', async () => {
    const res = await admin.post('/api/members', { email: 'no-name@e2e.test' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors.map((e: { field: string }) => e.field).sort(), ['firstName', 'lastName', 'phone']);
    assert.ok(res.json.errors.every((e: { message: string }) => typeof e.message === 'string' && e.message.length > 0));
    assert.equal((await admin.get('/api/members?search=no-name@e2e.test')).json.total, 0, 'nothing was saved');
  });

  it("refuses a member id in the wrong format with the spec's message", async () => {
    const res = await admin.post('/api/members', memberForm({ memberId: 'ABC12' }));
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      {
        field: 'memberId',
        message: 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
      },
    ]);
  });

  it('refuses a field of the wrong type at the gateway with a 400 errors list', async () => {
    const res = await admin.post('/api/members', memberForm({ firstName: 42 }));
    assert.equal(res.status, 400);
    assert.equal(res.json.errors[0].field, 'firstName');
  });

  it('answers 409 naming memberId or email when either is already taken', async () => {
    const first = await createMember(admin, { memberId: 'PHOTO7100', email: 'taken@e2e.test' });
    const sameId = await admin.post('/api/members', memberForm({ memberId: 'photo7100' }));
    assert.equal(sameId.status, 409);
    assert.equal(sameId.json.field, 'memberId');
    const sameEmail = await admin.post('/api/members', memberForm({ email: 'TAKEN@e2e.test' }));
    assert.equal(sameEmail.status, 409);
    assert.equal(sameEmail.json.field, 'email');
    const other = await createMember(admin);
    const update = await admin.request('PUT', `/api/members/${other.id}`, { email: first.email });
    assert.equal(update.status, 409);
    assert.equal(update.json.field, 'email');
  });

  it('lists members page by page with total, search and status filter', async () => {
    const tag = 'Hampiraya';
    for (let i = 0; i < 3; i++) await createMember(admin, { lastName: `${tag}${'abc'[i]}` });
    const expired = await createMember(admin, { lastName: `${tag}x`, status: 'expired' });

    const page1 = await admin.get(`/api/members?search=${tag.toLowerCase()}&page=1&limit=2`);
    assert.equal(page1.status, 200);
    assert.equal(page1.json.total, 4);
    assert.equal(page1.json.members.length, 2);
    const page2 = await admin.get(`/api/members?search=${tag}&page=2&limit=2`);
    assert.equal(page2.json.members.length, 2);
    const ids = new Set([...page1.json.members, ...page2.json.members].map((m: { id: string }) => m.id));
    assert.equal(ids.size, 4, 'pages do not overlap');

    const onlyExpired = await admin.get(`/api/members?search=${tag}&status=expired`);
    assert.deepEqual(
      onlyExpired.json.members.map((m: { id: string }) => m.id),
      [expired.id],
    );
    const byDefault = await admin.get('/api/members');
    assert.ok(byDefault.json.members.length <= 10, 'ten a page by default');
  });

  it('refuses a limit above 1000 and a bad status filter (400)', async () => {
    const tooMany = await admin.get('/api/members?limit=1001');
    assert.equal(tooMany.status, 400);
    assert.deepEqual(tooMany.json.errors, [{ field: 'limit', message: 'limit must be at most 1000' }]);
    const badStatus = await admin.get('/api/members?status=retired');
    assert.equal(badStatus.status, 400);
    assert.equal(badStatus.json.errors[0].field, 'status');
  });

  it('shows one member and answers 404 for one that does not exist', async () => {
    const member = await createMember(admin, { firstName: 'Shwetha' });
    const res = await admin.get(`/api/members/${member.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.json.firstName, 'Shwetha');
    const missing = await admin.get(`/api/members/${ID}`);
    assert.equal(missing.status, 404);
    assert.equal(typeof missing.json.message, 'string');
  });

  it('updates a member and keeps what was not sent', async () => {
    const member = await createMember(admin, { firstName: 'Girish', address: 'Udupi' });
    const res = await admin.request('PUT', `/api/members/${member.id}`, {
      lastName: 'Bhat',
      optedSchemes: ['esi', 'postal'],
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.firstName, 'Girish');
    assert.equal(res.json.lastName, 'Bhat');
    assert.deepEqual([...res.json.optedSchemes].sort(), ['esi', 'postal']);
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.address, 'Udupi');
  });

  it('refuses a bad update (400) and an update of an unknown member (404)', async () => {
    const member = await createMember(admin);
    const bad = await admin.request('PUT', `/api/members/${member.id}`, { phone: '12345' });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors[0].field, 'phone');
    const missing = await admin.request('PUT', `/api/members/${ID}`, { firstName: 'Nobody' });
    assert.equal(missing.status, 404);
  });

  it('approves a pending member once and refuses to approve or reject them again (409)', async () => {
    const member = await createMember(admin);
    const approved = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.member.status, 'active');
    assert.ok(approved.json.member.approvedAt);
    const again = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(again.status, 409);
    const reject = await admin.post(`/api/members/${member.id}/reject`, { reason: 'too late' });
    assert.equal(reject.status, 409);
    assert.equal((await admin.post(`/api/members/${ID}/approve`)).status, 404);
  });

  it('rejects a pending member with the reason shown later, and without a reason too', async () => {
    const member = await createMember(admin);
    const rejected = await admin.post(`/api/members/${member.id}/reject`, {
      reason: 'Studio address could not be verified',
    });
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.json.member.status, 'suspended');
    assert.equal(rejected.json.member.rejectionReason, 'Studio address could not be verified');
    assert.ok(rejected.json.member.rejectedAt);
    const quiet = await createMember(admin);
    const noReason = await admin.post(`/api/members/${quiet.id}/reject`);
    assert.equal(noReason.status, 200);
    assert.equal(noReason.json.member.status, 'suspended');
    assert.equal((await admin.post(`/api/members/${ID}/reject`, { reason: 'x' })).status, 404);
  });

  it('deletes a member for good (and 404 for one already gone)', async () => {
    const member = await createMember(admin);
    const res = await admin.request('DELETE', `/api/members/${member.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { success: true });
    assert.equal((await admin.get(`/api/members/${member.id}`)).status, 404);
    assert.equal((await admin.request('DELETE', `/api/members/${member.id}`)).status, 404);
  });

  it('records a renewal request that admins then see on the member detail page', async () => {
    const member = await createMember(admin, { status: 'expired' });
    const res = await admin.post('/api/members/renewal-request', {
      memberId: member.id,
      memberName: `${member.firstName} ${member.lastName}`,
      memberEmail: member.email,
      currentStatus: 'expired',
      renewalAmount: '2000',
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(typeof res.json.id, 'string');
    assert.equal(res.json.currentStatus, 'expired');
    assert.equal(Number(res.json.renewalAmount), 2000);
    const list = await admin.get(`/api/members/${member.id}/renewal-requests`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.json.map((r: { id: string }) => r.id),
      [res.json.id],
    );
  });

  it('tells the renewal page the fee membership sets: ₹2,000 for one year', async () => {
    const res = await admin.get('/api/members/renewal-settings');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json, { renewalFee: '2000.00', periodDays: 365 });
  });

  it('refuses a renewal request with a bad amount (400) or for an unknown member (404)', async () => {
    const member = await createMember(admin);
    const bad = await admin.post('/api/members/renewal-request', {
      memberId: member.id,
      renewalAmount: 'two thousand',
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors[0].field, 'renewalAmount');
    const unknown = await admin.post('/api/members/renewal-request', { memberId: ID, renewalAmount: '2000' });
    assert.equal(unknown.status, 404);
  });
});
