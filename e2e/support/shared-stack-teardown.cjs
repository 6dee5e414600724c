// Jest global teardown of the system and browser tests: removes the shared stacks (shared-stack-environment.cjs).
// A run in this process still holds its stack and stops it; a worker's services were told to stop when the
// worker exited, and are waited for (killed after ten seconds) before their databases, NATS stream and files go.
const { appendFileSync, existsSync, readFileSync, rmSync } = require('node:fs');
const { connect } = require('nats');
const { dropDatabasesNow, resolvePostgres } = require('@portal/testing');
const { eventsStreamName } = require('@portal/platform');
const { stopSharedStack } = require('./shared-stack-environment.cjs');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopped(pids) {
  const deadline = Date.now() + 10_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}

async function deleteStream(natsUrl, runId) {
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    await (await nc.jetstreamManager()).streams.delete(eventsStreamName(runId));
  } finally {
    await nc.close();
  }
}

module.exports = async function sharedStackTeardown() {
  await stopSharedStack();
  const list = process.env.PORTAL_TEST_SHARED_STACKS;
  delete process.env.PORTAL_TEST_SHARED_STACKS;
  if (!list || !existsSync(list)) return;
  const stacks = readFileSync(list, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  rmSync(list, { force: true });
  if (stacks.length === 0) return;
  await stopped(stacks.flatMap((stack) => stack.pids));
  const postgresUrl = await resolvePostgres();
  for (const stack of stacks) {
    await deleteStream(stack.natsUrl, stack.runId).catch(() => undefined);
    // Under `npm test` the databases go after jest, beside the web tests (packages/testing/jest/global-teardown.cjs).
    const later = process.env.PORTAL_TEST_DROPS_AFTER_RUN;
    if (later) appendFileSync(later, `${JSON.stringify({ adminUrl: postgresUrl, prefix: stack.runId })}\n`);
    else await dropDatabasesNow(postgresUrl, stack.runId).catch(() => undefined);
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
};
