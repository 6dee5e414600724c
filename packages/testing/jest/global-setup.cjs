// Jest global setup: test files record the databases they are done with in one list
// (see dropDatabases in packages/testing/src/backing-services.ts); global-teardown.cjs drops them.
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');

module.exports = async function globalSetup() {
  const list = join(tmpdir(), `portal-test-drops-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  writeFileSync(list, '');
  // Workers start after global setup and inherit the environment.
  process.env.PORTAL_TEST_DEFERRED_DROPS = list;
};
