import 'reflect-metadata';
import { HealthSubjects } from '@portal/contracts';
import { loadConfig, MigratingDataSource, PlatformMigrations } from '@portal/platform';
import { ServiceHarness } from '@portal/testing/service-harness';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { IdentityAppModule } from '../src/app.module';
import { IdentityConfig } from '../src/config';
import { identityMigrations } from './support/identity-database';

/** `docker compose up --scale identity=3` on a new database: three real boots of the service's module at once. */
describe('identity replicas starting together on an empty database', () => {
  const harness = new ServiceHarness({
    service: 'identity',
    runPrefix: 'identity_replicas_',
    startOnSetUp: false,
    // Not the run's migrated template: the replicas must race to migrate an empty database.
    emptyDatabase: true,
    module: (env, logger) => IdentityAppModule.register(loadConfig(IdentityConfig, 'identity', env), logger),
  });

  beforeAll(() => harness.setUp());
  afterAll(() => harness.tearDown());

  it('all three come up healthy, each migration is recorded once, and each opened its database with the lock', async () => {
    const before = await harness.db.query<{ table: string | null }>("SELECT to_regclass('migrations')::text AS table");
    assert.equal(before.rows[0]?.table, null, 'the database starts empty');
    const outcomes = await Promise.allSettled([harness.startApp(), harness.startApp(), harness.startApp()]);
    assert.deepEqual(
      outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])),
      [],
    );

    const { rows } = await harness.db.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM migrations GROUP BY name',
    );
    assert.equal(
      rows.length,
      identityMigrations.length + PlatformMigrations.length,
      'the platform’s migrations and identity’s',
    );
    assert.deepEqual(
      rows.filter((r) => r.times !== 1),
      [],
    );
    for (const outcome of outcomes) {
      const app = (outcome as PromiseFulfilledResult<typeof harness.app>).value;
      // The module's data source is the one that takes the migration lock (its race test: membership's).
      assert.ok(app.get(DataSource) instanceof MigratingDataSource);
    }
    const health = await harness.rpc(HealthSubjects.identity, {});
    assert.equal(health.status, 'up');
  });
});
