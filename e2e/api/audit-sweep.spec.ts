import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { AuditSweep, documentedRoutes, TWO_OWNERS } from './audit-sweep/audit-sweep.fixtures';
import { driveContent } from './audit-sweep/content.steps';
import { driveMembers } from './audit-sweep/members.steps';
import { driveMessagesAndSignOut } from './audit-sweep/messages-and-sign-out.steps';
import { driveOfficeAccounts } from './audit-sweep/office-accounts.steps';
import { drivePayments } from './audit-sweep/payments.steps';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The audit trail's promise (issue 27, DESIGN.md §6): every state-changing route, driven once with a request that
 * succeeds, leaves exactly one row in the audit trail of the whole portal (the six databases' audit_log tables
 * together), carrying the request's id and naming who made the change. The routes come from the API description;
 * a route added without a step in audit-sweep/ fails the coverage test, so nobody can add a change that is not on
 * record.
 */

describe('audit sweep: every state-changing route is on record once', () => {
  let stack: TestStack;
  let sweep: AuditSweep;
  let office: ApiClient;
  let officeId: string;
  let staffId: string;
  const rowsByRequest = new Map<string, Array<Record<string, any>>>();

  beforeAll(async () => {
    stack = await startTestStack({
      env: { RATE_LIMIT_LOGIN: '100000/15m', RATE_LIMIT_PASSWORD_EMAIL: '100000/15m' },
    });
    sweep = await AuditSweep.open(stack);
    ({ office, officeId } = sweep);

    // Area by area (audit-sweep/*.steps.ts); the later areas act for the member the members' steps made.
    const accounts = await driveOfficeAccounts(sweep);
    staffId = accounts.staffId;
    const ravi = await driveMembers(sweep);
    await drivePayments(sweep, ravi);
    await driveContent(sweep, ravi);
    await driveMessagesAndSignOut(sweep, ravi, accounts.sweeper);

    // Whatever a change sets off in the background (events, jobs) has happened before the rows are counted.
    await portalSettled(stack);
    for (const service of AllServices) {
      const rows = await sweep.sql<Record<string, any>>(
        service,
        `SELECT * FROM audit_log WHERE correlation_id IS NOT NULL`,
      );
      for (const row of rows) {
        const list = rowsByRequest.get(row.correlation_id) ?? [];
        list.push({ ...row, service });
        rowsByRequest.set(row.correlation_id, list);
      }
    }
  }, 600_000);

  afterAll(async () => {
    await stack?.teardown();
  });

  it('drives every state-changing route the API describes, and no route it does not describe', () => {
    assert.deepEqual([...sweep.driven.keys()].sort(), documentedRoutes);
  });

  it.each(documentedRoutes)('%s leaves exactly one audit row naming who did it', (route) => {
    const call = sweep.driven.get(route);
    assert.ok(call, `${route} was driven`);
    const rows = rowsByRequest.get(call.requestId) ?? [];
    const seen = rows.map((row) => `${row.service} ${row.action}`).sort();
    if (TWO_OWNERS[route]) assert.deepEqual(seen, TWO_OWNERS[route]);
    else assert.equal(rows.length, 1, `${route}: ${JSON.stringify(seen)}`);
    for (const row of rows) {
      assert.deepEqual([row.actor_type, row.actor_id], [call.actorType, call.actorId], `${route}: ${row.action}`);
      assert.ok(row.ip, `${route}: the address the request came from`);
    }
  });

  /** Every entry the Audit Log lists for `query`, page after page. */
  async function allEntries(query: string, limit = 200): Promise<Array<Record<string, any>>> {
    const entries: Array<Record<string, any>> = [];
    let cursor: string | null = null;
    do {
      const res = await office.get(`/api/audit-log?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.status, 200, res.text);
      entries.push(...res.json.entries);
      cursor = res.json.next;
    } while (cursor);
    return entries;
  }

  it('lists the changes of every service newest first, page after page, each once, with who made them', async () => {
    let total = 0;
    for (const service of AllServices)
      total += (await sweep.sql<{ n: number }>(service, `SELECT count(*)::int AS n FROM audit_log`))[0].n;
    const small = await allEntries('', 7);
    assert.equal(small.length, total, 'small pages together hold every row');
    assert.equal(new Set(small.map((entry) => entry.id)).size, total, 'no row on two pages');
    const instants = small.map((entry) => entry.at as string);
    assert.deepEqual(instants, [...instants].sort().reverse(), 'newest first');
    assert.deepEqual(
      small.map((entry) => entry.id),
      (await allEntries('', 200)).map((entry) => entry.id),
      'the same order whatever the page size',
    );
    const fees = small.find((entry) => entry.action === 'membership-fees.updated')!;
    assert.deepEqual([fees.actorId, fees.actorRole, fees.service], [officeId, 'admin', 'membership']);
    assert.ok(fees.actorName, "the admin's name");
    assert.ok(fees.before && fees.after, 'the fee before and after');
    const member = small.find((entry) => entry.action === 'event-signup.created')!;
    assert.equal(member.actorName, 'Ravi Gowda');
  });

  it('filters by person, entity, action and India days, as the Audit Log page asks', async () => {
    const staff = await allEntries(`actorId=${staffId}`);
    assert.ok(staff.length >= 6, JSON.stringify(staff.map((entry) => entry.action)));
    assert.ok(staff.every((entry) => entry.actorId === staffId));
    assert.ok(staff.some((entry) => entry.action === 'admin-account.two-factor-enabled'));
    const records = await allEntries('entity=payment-record');
    assert.ok(records.length >= 2 && records.every((entry) => entry.entity === 'payment-record'));
    const refunds = await allEntries('action=refund.created');
    assert.deepEqual(
      refunds.map((entry) => [entry.entity, entry.actorId]),
      [['refund', officeId]],
    );
    const today = new Date(Date.now() + 5.5 * 3600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    assert.equal((await allEntries(`from=${day(1)}`)).length, 0, 'nothing happened tomorrow');
    assert.equal((await allEntries(`to=${day(-1)}`)).length, 0, 'nor before yesterday');
    assert.equal((await allEntries(`from=${day(-1)}&to=${day(1)}&action=refund.created`)).length, 1);
  });

  it('exports the filtered trail as a CSV file nobody caches', async () => {
    const listed = await allEntries('entity=payment-record');
    const res = await fetch(`${stack.url}/api/audit-log/export?entity=payment-record`, {
      headers: { cookie: office.sessionCookie! },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const lines = (await res.text()).trim().split('\r\n');
    assert.match(lines[0], /^When \(IST\),Timestamp \(UTC\),Person,/);
    assert.equal(lines.length - 1, listed.length);
    assert.ok(lines.slice(1).every((line) => line.includes(',payment-record,')));
  });

  it('refuses a made-up cursor and an impossible day with 400, naming the field', async () => {
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      ['from=2026-02-31', 'from'],
      ['entity=DROP%20TABLE', 'entity'],
      ['limit=201', 'limit'],
    ]) {
      const res = await office.get(`/api/audit-log?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.deepEqual(
        res.json.errors.map((error: { field: string }) => error.field),
        [field],
      );
    }
  });

  it('refuses to change or remove a recorded row in any database', async () => {
    for (const service of AllServices) {
      const [{ count }] = await sweep.sql<{ count: number }>(service, `SELECT count(*)::int AS count FROM audit_log`);
      assert.ok(count > 0, `${service} recorded something (positive control)`);
      await assert.rejects(sweep.sql(service, `UPDATE audit_log SET action = 'tampered'`), /append-only/);
      await assert.rejects(sweep.sql(service, `DELETE FROM audit_log`), /append-only/);
    }
  });
});
