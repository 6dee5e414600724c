import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { actorFromHeader, actorHeader, runAsActor } from '../src/audit/audit-context';
import { AuditTrail } from '../src/audit/audit-trail';
import { typeOrmOptions } from '../src/database/typeorm-options';

/** The audit trail every service database gets (DESIGN.md §6), against real Postgres. */
describe('audit trail', () => {
  const runId = uniqueRunId('audit_');
  let adminUrl: string;
  let dataSource: DataSource;
  const sut = new AuditTrail();
  const treasurer = actorFromHeader(
    actorHeader({ type: 'admin', id: 'a1b2c3', role: 'treasurer', ip: '203.0.113.7' }),
    'req-0001',
  );

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    dataSource = new DataSource(typeOrmOptions(await createDatabase(adminUrl, `${runId}_db`), [], []));
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  const rows = () => dataSource.query(`SELECT * FROM audit_log ORDER BY id`);

  it('records a change with the actor of the request, their role, address and request id, before and after', async () => {
    await runAsActor(treasurer, () =>
      dataSource.transaction((manager) =>
        sut.record(manager, {
          action: 'payment-record.updated',
          entity: 'payment-record',
          entityId: 'r-1',
          before: { amount: '200.00' },
          after: { amount: '250.00' },
        }),
      ),
    );
    const [row] = await rows();
    assert.equal(row.actor_type, 'admin');
    assert.equal(row.actor_id, 'a1b2c3');
    assert.equal(row.actor_role, 'treasurer');
    assert.equal(row.ip, '203.0.113.7');
    assert.equal(row.correlation_id, 'req-0001');
    assert.deepEqual([row.action, row.entity, row.entity_id], ['payment-record.updated', 'payment-record', 'r-1']);
    assert.deepEqual([row.before, row.after], [{ amount: '200.00' }, { amount: '250.00' }]);
  });

  it('keeps no record of a change that was rolled back', async () => {
    const before = (await rows()).length;
    await assert.rejects(
      runAsActor(treasurer, () =>
        dataSource.transaction(async (manager) => {
          await sut.record(manager, { action: 'member.approved', entity: 'member', entityId: 'm-1' });
          throw new Error('the change failed after it was recorded');
        }),
      ),
    );
    assert.equal((await rows()).length, before);
  });

  it('names the system outside any request (a scheduled job)', async () => {
    await dataSource.transaction((manager) =>
      sut.record(manager, { action: 'dues.raised', entity: 'payment-record', entityId: null }),
    );
    const last = (await rows()).at(-1);
    assert.deepEqual([last.actor_type, last.actor_id, last.actor_role], ['system', null, null]);
  });

  it('refuses to change or remove a recorded row, whoever asks', async () => {
    const count = (await rows()).length;
    assert.ok(count > 0, 'rows to try to change');
    await assert.rejects(dataSource.query(`UPDATE audit_log SET actor_id = 'someone-else'`), /append-only: UPDATE/);
    await assert.rejects(dataSource.query(`DELETE FROM audit_log`), /append-only: DELETE/);
    await assert.rejects(dataSource.query(`TRUNCATE audit_log`), /append-only: TRUNCATE/);
    assert.equal((await rows()).length, count);
    assert.equal((await rows()).filter((row: { actor_id: string }) => row.actor_id === 'someone-else').length, 0);
  });

  it('reads a forged or malformed actor header as a public caller, never as an admin', () => {
    assert.deepEqual(actorFromHeader('{not json', null), {
      type: 'public',
      id: null,
      role: null,
      ip: null,
      correlationId: null,
    });
    const system = actorFromHeader(JSON.stringify({ type: 'system', id: 'x', role: 'admin' }), null);
    assert.equal(system.type, 'public');
    assert.equal(system.role, null);
    const member = actorFromHeader(JSON.stringify({ type: 'member', id: 'm1', role: 'admin' }), null);
    assert.deepEqual([member.type, member.id, member.role], ['member', 'm1', null]);
  });
});
