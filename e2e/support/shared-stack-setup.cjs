// Jest global setup of the system and browser tests: the list where each worker's shared stack
// (shared-stack-environment.cjs) is recorded, for shared-stack-teardown.cjs to remove at the run's end.
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');

module.exports = async function sharedStackSetup() {
  const list = join(tmpdir(), `portal-shared-stacks-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  writeFileSync(list, '');
  // Workers start after global setup and inherit the environment.
  process.env.PORTAL_TEST_SHARED_STACKS = list;
};
