import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { adminClient, createMember, parseCsv } from '../support/fixtures/members';
import { signedInStaff } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * The members list's bulk actions (issue 29) through the gateway: each acts on exactly the members selected,
 * leaves the others as they were, reports the members it does not apply to as skipped, and leaves one audit row
 * per member changed (the same row the single action leaves); the export of selected members is on record too.
 * A treasurer or viewer may not call them.
 */
describe('members bulk actions', () => {
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

  const auditRows = async (action: string, ids: string[]) =>
    (
      await membership.query<{ entity_id: string }>(
        `SELECT entity_id FROM audit_log WHERE action = $1 AND entity_id = ANY($2) ORDER BY entity_id`,
        [action, ids],
      )
    ).rows.map((r) => r.entity_id);
  const statusOf = async (id: string) => (await admin.get(`/api/members/${id}`)).json.status as string;

  it('approves exactly the selected pending members, skips the active one with why, and records each approval', async () => {
    const pending = await Promise.all([1, 2, 3].map(() => createMember(admin, { status: 'pending' })));
    const active = await createMember(admin, { status: 'active' });
    const selected = [pending[0].id, pending[1].id, active.id];

    const res = await admin.post('/api/members/bulk', { action: 'approve', memberIds: selected });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.json.done.map((m: { id: string }) => m.id),
      [pending[0].id, pending[1].id],
    );
    assert.deepEqual(res.json.skipped, [
      {
        id: active.id,
        memberId: active.memberId,
        name: `${active.firstName} ${active.lastName}`,
        reason: 'Not pending (active)',
      },
    ]);
    assert.deepEqual(await Promise.all([...pending, active].map((m) => statusOf(m.id))), [
      'active',
      'active',
      'pending',
      'active',
    ]);
    assert.deepEqual(await auditRows('member.approved', selected), [pending[0].id, pending[1].id].sort());
    assert.deepEqual(await auditRows('member.approved', [pending[2].id]), []);
  });

  it('changes the status of exactly the selected members, each once on record, and skips those already in it', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => createMember(admin, { status: 'active' })));
    const already = await createMember(admin, { status: 'suspended' });
    const selected = [members[0].id, members[2].id, already.id];

    const res = await admin.post('/api/members/bulk', { action: 'status', status: 'suspended', memberIds: selected });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.json.done.map((m: { id: string; status: string }) => [m.id, m.status]),
      [
        [members[0].id, 'suspended'],
        [members[2].id, 'suspended'],
      ],
    );
    assert.deepEqual(
      res.json.skipped.map((m: { id: string; reason: string }) => [m.id, m.reason]),
      [[already.id, 'Already suspended']],
    );
    assert.deepEqual(await Promise.all(members.map((m) => statusOf(m.id))), [
      'suspended',
      'active',
      'suspended',
      'active',
    ]);
    assert.deepEqual(
      await auditRows(
        'member.updated',
        members.map((m) => m.id),
      ),
      [members[0].id, members[2].id].sort(),
    );
  });

  it('refuses a bulk action without a selection or with an unknown action, changing nothing', async () => {
    assert.equal((await admin.post('/api/members/bulk', { action: 'approve', memberIds: [] })).status, 400);
    const member = await createMember(admin, { status: 'pending' });
    assert.equal((await admin.post('/api/members/bulk', { action: 'delete', memberIds: [member.id] })).status, 400);
    assert.equal((await admin.post('/api/members/bulk', { action: 'status', memberIds: [member.id] })).status, 400);
    assert.equal(await statusOf(member.id), 'pending');
  });

  it('exports exactly the selected members in the export format, and records whom it named', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createMember(admin, { status: 'active' })));
    const selected = [members[0].id, members[2].id];
    const res = await admin.request('GET', `/api/members/export?ids=${selected.join(',')}`);
    assert.equal(res.status, 200, res.text);
    const [header, ...rows] = parseCsv(res.text);
    const full = parseCsv((await admin.request('GET', '/api/members/export')).text);
    assert.deepEqual(header, full[0]);
    assert.deepEqual(
      rows.map((r) => r[header.indexOf('memberId')]).sort(),
      [members[0].memberId, members[2].memberId].sort(),
    );
    const [record] = (
      await membership.query(`SELECT after FROM audit_log WHERE action = 'members.exported' ORDER BY id DESC LIMIT 1`)
    ).rows;
    assert.deepEqual(record.after, { memberIds: selected, rows: 2 });
  });

  it("does not let a treasurer or a viewer run a bulk action or change a member's status through it", async () => {
    const member = await createMember(admin, { status: 'pending' });
    for (const role of ['treasurer', 'viewer'] as const) {
      const { api } = await signedInStaff(stack, admin, role);
      const res = await api.post('/api/members/bulk', { action: 'approve', memberIds: [member.id] });
      assert.equal(res.status, 403, `${role}: ${res.text}`);
    }
    assert.equal(await statusOf(member.id), 'pending');
  });
});
