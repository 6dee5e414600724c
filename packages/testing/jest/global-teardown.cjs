// Jest global teardown: drops every database the run's test files released, several at a time.
// Each DROP DATABASE waits for a checkpoint; concurrent drops share one, so the whole run's
// databases go in seconds instead of a checkpoint per file while other tests write.
const { appendFileSync, existsSync, readFileSync, rmSync } = require('node:fs');
const { Client } = require('pg');

const PARALLEL = 6;

async function databasesToDrop(adminUrl, prefixes) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE ANY($1::text[])', [
      prefixes.map((prefix) => `${prefix}%`),
    ]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

async function dropAll(adminUrl, names) {
  const queue = [...names];
  const failures = [];
  const lanes = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (let name = queue.shift(); name; name = queue.shift()) {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error) => failures.push(error));
      }
    } finally {
      await client.end();
    }
  });
  await Promise.all(lanes);
  if (failures.length) console.warn(`${failures.length} test databases could not be dropped: ${failures[0].message}`);
}

/** Drops the databases of every prefix listed in `list` (one JSON line each), then removes the list. */
async function dropReleasedDatabases(list) {
  if (!existsSync(list)) return;
  const byServer = new Map();
  for (const line of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    const { adminUrl, prefix } = JSON.parse(line);
    byServer.set(adminUrl, [...(byServer.get(adminUrl) ?? []), prefix]);
  }
  for (const [adminUrl, prefixes] of byServer) {
    await dropAll(adminUrl, await databasesToDrop(adminUrl, prefixes));
  }
  rmSync(list, { force: true });
}

module.exports = async function globalTeardown() {
  const list = process.env.PORTAL_TEST_DEFERRED_DROPS;
  delete process.env.PORTAL_TEST_DEFERRED_DROPS;
  delete process.env.PORTAL_TEST_TEMPLATES;
  if (!list) return;
  // `npm test` drops them itself while the web tests run (PORTAL_TEST_DROPS_AFTER_RUN), instead of jest
  // leaving both cores idle for the drops' checkpoints before it exits.
  const later = process.env.PORTAL_TEST_DROPS_AFTER_RUN;
  if (later) {
    if (existsSync(list)) appendFileSync(later, readFileSync(list));
    rmSync(list, { force: true });
    return;
  }
  await dropReleasedDatabases(list);
};
module.exports.dropReleasedDatabases = dropReleasedDatabases;
