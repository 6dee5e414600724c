import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDatabase, dropDatabases, dropDatabasesNow, resolvePostgres, uniqueRunId } from './backing-services';
import { loadTestEnvironment } from './test-environment.config';

// The jest global teardown is CommonJS beside jest.config.js; loaded the way jest loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropReleasedDatabases } = require('../jest/global-teardown.cjs') as {
  dropReleasedDatabases(list: string): Promise<void>;
};

async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY 1',
      [`${prefix}%`],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe('test databases released during a jest run', () => {
  it('are left for the global teardown, which drops every one of them and no other database', async () => {
    const adminUrl = await resolvePostgres();
    const released = uniqueRunId('drops_released_');
    const kept = uniqueRunId('drops_kept_');
    await createDatabase(adminUrl, `${released}_a`);
    await createDatabase(adminUrl, `${released}_b`);
    await createDatabase(adminUrl, `${kept}_a`);
    const dir = mkdtempSync(join(tmpdir(), 'drops-'));
    const list = join(dir, 'drops.jsonl');
    writeFileSync(list, `${JSON.stringify({ adminUrl, prefix: released })}\n`);
    try {
      assert.equal(loadTestEnvironment({ PORTAL_TEST_DEFERRED_DROPS: list }).deferredDrops, list);
      // Released during the run (jest's global setup turned deferral on), so still there until the
      // teardown runs: the drop was deferred, not lost.
      await dropDatabases(adminUrl, released);
      assert.deepEqual(await databasesNamed(adminUrl, released), [`${released}_a`, `${released}_b`]);
      await dropReleasedDatabases(list);
      assert.deepEqual(await databasesNamed(adminUrl, released), []);
      assert.deepEqual(await databasesNamed(adminUrl, kept), [`${kept}_a`]);
      assert.throws(() => readFileSync(list), /ENOENT/);
    } finally {
      await dropDatabasesNow(adminUrl, kept);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
