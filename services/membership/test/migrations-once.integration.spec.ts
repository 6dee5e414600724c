import 'reflect-metadata';
import { MigratingDataSource, PlatformMigrations, typeOrmOptions } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';
import { MembershipEntities, MembershipMigrations } from '../src/app.module';

const REPLICAS = 3;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Replicas of one service starting at the same moment (`docker compose up --scale membership=3`) on a new or
 * an upgraded database: each must come up, and each migration must run once.
 */
describe('migrations when replicas start together', () => {
  const runId = uniqueRunId('migrations_once_');
  let adminUrl: string;
  let opened: MigratingDataSource[] = [];
  let databases = 0;

  const open = (databaseUrl: string, migrations = MembershipMigrations) => {
    const sut = new MigratingDataSource(typeOrmOptions(databaseUrl, MembershipEntities, migrations));
    opened.push(sut);
    return sut;
  };

  async function startReplicasTogether(databaseUrl: string) {
    const replicas = Array.from({ length: REPLICAS }, () => open(databaseUrl));
    const outcomes = await Promise.allSettled(replicas.map((replica) => replica.initialize()));
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    assert.deepEqual(failures, [], 'every replica comes up');
    return replicas;
  }

  async function recordedMigrations(replica: MigratingDataSource): Promise<Array<{ name: string; times: number }>> {
    const rows: Array<{ name: string; times: string }> = await replica.query(
      'SELECT name, count(*) AS times FROM migrations GROUP BY name ORDER BY min(id)',
    );
    // By name: each once is the point, and an upgraded database applies them in another order than a new one.
    return rows.map((r) => ({ name: r.name, times: Number(r.times) })).sort(byName);
  }

  /** The platform's migrations and every one of membership's, each once. */
  function everyMigrationOnce(replica: MigratingDataSource) {
    const names = replica.migrations.map((m) => m.name ?? m.constructor.name);
    assert.equal(names.length, MembershipMigrations.length + PlatformMigrations.length);
    return names.map((name) => ({ name, times: 1 })).sort(byName);
  }

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
  });

  afterEach(async () => {
    await Promise.all(opened.filter((d) => d.isInitialized).map((d) => d.destroy()));
    opened = [];
  });

  afterAll(async () => {
    await dropDatabases(adminUrl, runId);
  });

  it('three replicas on an empty database all start and each migration is recorded once', async () => {
    const databaseUrl = await createDatabase(adminUrl, `${runId}_${(databases += 1)}`);

    const [first] = await startReplicasTogether(databaseUrl);

    assert.deepEqual(await recordedMigrations(first), everyMigrationOnce(first));
    // The schema is the one migrations build: a replica can use it.
    assert.deepEqual(await first.query('SELECT count(*)::int AS n FROM members'), [{ n: 0 }]);
  });

  it('three replicas on an older database (some migrations applied) all start and apply the rest once', async () => {
    const databaseUrl = await createDatabase(adminUrl, `${runId}_${(databases += 1)}`);
    const older = open(databaseUrl, MembershipMigrations.slice(0, 4));
    await older.initialize();
    const before = await recordedMigrations(older);
    await older.destroy();
    assert.equal(
      before.length,
      PlatformMigrations.length + 4,
      "the platform's migrations and four of membership were applied before the upgrade",
    );

    const [first] = await startReplicasTogether(databaseUrl);

    assert.deepEqual(await recordedMigrations(first), everyMigrationOnce(first));
  });
});
