// Jest global setup: test files record the databases they are done with in one list
// (see dropDatabases in packages/testing/src/backing-services.ts); global-teardown.cjs drops them.
// It also names the run's migrated template databases (packages/testing/src/migrated-templates.ts): unique to
// this run, so jest runs side by side never clone or drop each other's; they go in the same list.
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');

module.exports = async function globalSetup() {
  const list = join(tmpdir(), `portal-test-drops-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  writeFileSync(list, '');
  // Workers start after global setup and inherit the environment.
  process.env.PORTAL_TEST_DEFERRED_DROPS = list;
  // PORTAL_TEST_NO_TEMPLATES=1: every database empty, each service migrating it (to rule the templates out).
  if (process.env.PORTAL_TEST_NO_TEMPLATES) delete process.env.PORTAL_TEST_TEMPLATES;
  else process.env.PORTAL_TEST_TEMPLATES = `tpl${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
};
