import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createDatabase, dropDatabasesNow, resolvePostgres, uniqueRunId } from './backing-services';
import { migratedTemplate, migrationsHash, TemplateRecipe } from './migrated-templates';
import { testEnvironment } from './test-environment.config';

async function tablesOf(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

class CreateNotes1 {
  async up(): Promise<void> {
    await Promise.resolve('CREATE TABLE notes (id int)');
  }
}
class CreateNotes1Changed {
  async up(): Promise<void> {
    await Promise.resolve('CREATE TABLE notes (id bigint)');
  }
}
Object.defineProperty(CreateNotes1Changed, 'name', { value: 'CreateNotes1' });

describe('migrated template databases', () => {
  it('are built once per run, even when asked for side by side, and cloned with what the migrations made', async () => {
    const adminUrl = await resolvePostgres();
    const { migratedTemplates: tag, deferredDrops } = testEnvironment();
    assert.ok(tag, "jest's global setup names the run's templates");
    const runId = uniqueRunId('templates_');
    let runs = 0;
    const recipe: TemplateRecipe = {
      key: `${runId}_notes`,
      migrate: async (databaseUrl) => {
        runs += 1;
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query('CREATE TABLE notes (id int)');
        await client.end();
      },
    };
    try {
      const [first, second] = await Promise.all([
        migratedTemplate(adminUrl, recipe),
        migratedTemplate(adminUrl, recipe),
      ]);
      assert.equal(first, `${tag}_${runId}_notes`);
      assert.equal(second, first);
      assert.equal(runs, 1);
      // Dropped with the run's databases by the global teardown.
      assert.match(readFileSync(deferredDrops!, 'utf8'), new RegExp(`"prefix":"${first}"`));

      const cloned = await createDatabase(adminUrl, `${runId}_clone`, first);
      const empty = await createDatabase(adminUrl, `${runId}_empty`);
      assert.deepEqual(await tablesOf(cloned), ['notes']);
      assert.deepEqual(await tablesOf(empty), [], 'without a template the database is empty');
    } finally {
      await dropDatabasesNow(adminUrl, runId);
      if (tag) await dropDatabasesNow(adminUrl, `${tag}_${runId}`);
    }
  });

  it('are named by a hash of the migrations, which a changed migration changes', () => {
    assert.equal(migrationsHash([CreateNotes1]), migrationsHash([CreateNotes1]));
    assert.equal(CreateNotes1Changed.name, CreateNotes1.name);
    assert.notEqual(migrationsHash([CreateNotes1Changed]), migrationsHash([CreateNotes1]));
    assert.notEqual(migrationsHash([CreateNotes1, CreateNotes1]), migrationsHash([CreateNotes1]));
  });
});
