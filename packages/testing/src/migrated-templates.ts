import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';
import { testEnvironment } from './test-environment.config';

/**
 * Migrated template databases (issue 24): each test database used to be created empty, and its service then ran
 * every migration into it (0.3-1.5 s a database on a busy machine, some 300 databases a `npm test`). Within one
 * jest run each service's migrations now run once, into a template, and test databases are cloned from it
 * (`CREATE DATABASE … TEMPLATE`): the service's own migration run at start finds nothing left to do. The template
 * is made by running the service's migrations as the service runs them, never from copied SQL; its name carries
 * the run's tag (jest's global setup sets PORTAL_TEST_TEMPLATES, so concurrent runs never share one) and a hash
 * of the migrations' code (a changed migration is a new template); the run's global teardown drops them.
 * Without the tag (no jest global setup) every database is created empty, as before.
 */

/** A template of one service's migrated database: its key is the service and a hash of its migrations. */
export interface TemplateRecipe {
  /** Names the template, e.g. `payments_3fa9c2e1d0`: letters, digits and underscores. */
  key: string;
  /** Runs the service's migrations into the empty database at `databaseUrl`, and closes every connection to it. */
  migrate(databaseUrl: string): Promise<void>;
}

/** A short hash of the migrations' names and code, in order: any change to one names a different template. */
export function migrationsHash(migrations: ReadonlyArray<abstract new (...args: never[]) => unknown>): string {
  const hash = createHash('sha256');
  for (const migration of migrations) {
    const prototype = migration.prototype as { up?: () => unknown; down?: () => unknown };
    hash.update(`${migration.name}\n${String(prototype.up)}\n${String(prototype.down)}\n`);
  }
  return hash.digest('hex').slice(0, 10);
}

/** A short hash of texts (e.g. the built migration files), for a template's key. */
export function textsHash(texts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(`${text.length}\n${text}`);
  return hash.digest('hex').slice(0, 10);
}

const built = new Map<string, Promise<string | undefined>>();

/** The template's database name in this run, or undefined when the run has no templates (no jest global setup). */
export function templateName(key: string): string | undefined {
  const tag = testEnvironment().migratedTemplates;
  return tag ? `${tag}_${key}` : undefined;
}

/**
 * The name of this run's migrated template for `recipe`, made on first use. Jest's workers (and test files) share
 * it: the first to ask builds it under an advisory lock named after it, the others wait for the lock and find it.
 * It is built under a temporary name and renamed when done, so a template that exists is complete. Undefined
 * when the run has no templates.
 */
export function migratedTemplate(adminUrl: string, recipe: TemplateRecipe): Promise<string | undefined> {
  const name = templateName(recipe.key);
  if (!name) return Promise.resolve(undefined);
  const cacheKey = `${adminUrl} ${name}`;
  let template = built.get(cacheKey);
  if (!template) {
    template = buildTemplate(adminUrl, name, recipe);
    built.set(cacheKey, template);
    template.catch(() => built.delete(cacheKey));
  }
  return template;
}

async function databaseExists(client: Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

async function buildTemplate(adminUrl: string, name: string, recipe: TemplateRecipe): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (await databaseExists(client, name)) return name;
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      if (await databaseExists(client, name)) return name;
      const building = `${name}_b`;
      // Left by a builder that died mid-way (its lock went with its session).
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      // Dropped at the run's end with the test databases (jest/global-teardown.cjs); listed before it exists, so a
      // run that stops mid-build leaves nothing behind either.
      const deferred = testEnvironment().deferredDrops;
      if (deferred) appendFileSync(deferred, JSON.stringify({ adminUrl, prefix: name }) + '\n');
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await recipe.migrate(url.toString());
      // Cloning needs the template free of sessions; the rename (which needs that too) marks it complete.
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
    }
  } finally {
    await client.end();
  }
}
