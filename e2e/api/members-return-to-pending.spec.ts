import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { adminClient, createMember } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/** Issue 29 through the gateway: a suspended applicant back to pending with a reason; approval without e-mail. */
describe('returning a suspended applicant to pending', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let membership: Client;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    membership = new Client({ connectionString: stack.databaseUrl('membership') });
    await membership.connect();
  });
  afterAll(async () => {
    await membership?.end();
    await stack?.teardown();
  });

  const rejected = async () => {
    const member = await createMember(admin);
    const res = await admin.post(`/api/members/${member.id}/reject`, { reason: 'Blurred ID proof' });
    assert.equal(res.status, 200, res.text);
    return member;
  };
  /** What membership wrote for the member: the returned-to-pending events and audit rows. */
  const written = async (id: string) => ({
    events: Number(
      (
        await membership.query(
          `SELECT count(*)::int AS n FROM outbox WHERE event_type = 'membership.member.review-reopened'
           AND payload->'data'->'member'->>'id' = $1`,
          [id],
        )
      ).rows[0].n,
    ),
    audits: Number(
      (
        await membership.query(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'member.returned-to-pending' AND entity_id = $1`,
          [id],
        )
      ).rows[0].n,
    ),
  });

  it('puts a rejected applicant back to pending, and the activity log says why and who', async () => {
    const member = await rejected();
    const res = await admin.post(`/api/members/${member.id}/return-to-pending`, {
      reason: '  ID proof re-sent by post ',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.member.status, 'pending');
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.status, 'pending');
    assert.deepEqual(await written(member.id), { events: 1, audits: 1 });

    const me = (await admin.get('/api/auth/user')).json;
    const adminName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
    const log = (await admin.get(`/api/members/${member.id}/activity`)).json;
    const entry = log.find((e: { kind: string }) => e.kind === 'returned_to_pending');
    assert.deepEqual(entry.details, { reason: 'ID proof re-sent by post' });
    assert.deepEqual(entry.by, { type: 'admin', id: me.id, name: adminName });
  });

  it('refuses a member that is not suspended (409) and a missing or long reason (400 naming reason), changing nothing', async () => {
    const pending = await createMember(admin);
    const notSuspended = await admin.post(`/api/members/${pending.id}/return-to-pending`, { reason: 'Check again' });
    assert.equal(notSuspended.status, 409, notSuspended.text);
    assert.equal(notSuspended.json.code, 'CONFLICT');
    assert.equal(notSuspended.json.message, 'Only suspended members can be returned to pending');
    assert.deepEqual(await written(pending.id), { events: 0, audits: 0 });

    const member = await rejected();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await admin.post(`/api/members/${member.id}/return-to-pending`, body);
      assert.equal(res.status, 400, res.text);
      assert.deepEqual(
        res.json.errors.map((e: { field: string }) => e.field),
        ['reason'],
      );
    }
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.status, 'suspended');
    assert.deepEqual(await written(member.id), { events: 0, audits: 0 });
  });

  it('refuses a caller who is not signed in (401) and leaves the applicant suspended', async () => {
    const member = await rejected();
    const anonymous = await new ApiClient(stack.url).post(`/api/members/${member.id}/return-to-pending`, {
      reason: 'Let me in',
    });
    assert.equal(anonymous.status, 401);
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.status, 'suspended');
    assert.deepEqual(await written(member.id), { events: 0, audits: 0 });
  });

  it('says whether approval e-mailed a set-up link: not for a member without an e-mail address', async () => {
    const withEmail = await createMember(admin);
    const emailed = await admin.post(`/api/members/${withEmail.id}/approve`, {});
    assert.equal(emailed.status, 200, emailed.text);
    assert.equal(emailed.json.setupLinkSent, true);

    const withoutEmail = await createMember(admin, { email: null });
    const approved = await admin.post(`/api/members/${withoutEmail.id}/approve`, {});
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.member.status, 'active');
    assert.equal(approved.json.setupLinkSent, false);
  });
});
