// Jest's environment for the system and browser tests: Node's, plus the one portal stack the files of this
// worker share (sharedTestStack in test-stack.ts). Jest loads this module once per worker, outside the test
// files' own module registries, so the stack outlives each file and is started by the first file that asks.
// Starting a stack costs several CPU-seconds (six Node services loading their modules), stopping it two
// more; about forty files share two stacks instead of starting forty.
//
// The stack is built by the compiled test-stack (e2e/dist, which `npm test` builds first), in this realm: its
// objects (mail catcher, Razorpay sandbox) answer from here, as fetch's answers do (see same-realm-json.cjs).
// It is removed at the run's end: global-teardown.cjs calls stopSharedStack() (a run in one process), and
// stops what the list in PORTAL_TEST_SHARED_STACKS names (the services of workers that have exited).
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

let current;
/** Phones and e-mails of the members the files make (uniqueNumber in unique.ts): one counter per stack. */
let lastUniqueNumber = 0;

function testStackModule() {
  return require(join(__dirname, '..', 'dist', 'support', 'test-stack.js'));
}

function servicePids(stack) {
  return Object.values(stack.services)
    .map((service) => service.pid)
    .filter((pid) => pid !== undefined);
}

async function start() {
  const { startTestStack, SHARED_STACK_ENV } = testStackModule();
  const stack = await startTestStack({ env: SHARED_STACK_ENV });
  const list = process.env.PORTAL_TEST_SHARED_STACKS;
  if (list) {
    appendFileSync(
      list,
      JSON.stringify({ runId: stack.runId, natsUrl: stack.natsUrl, dataDir: stack.dataDir, pids: servicePids(stack) }) +
        '\n',
    );
  }
  // A worker ends with process.exit: its services are told to stop; global teardown waits for them.
  process.once('exit', () => {
    for (const pid of servicePids(stack)) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
  return stack;
}

/** The worker's shared stack, started on first use and again if a file left one of its services stopped. */
async function sharedStack() {
  if (current) {
    const stack = await current.catch(() => undefined);
    if (stack && Object.values(stack.services).every((service) => service.running)) return stack;
    current = undefined;
    if (stack) await stack.teardown();
  }
  current = start();
  current.catch(() => {
    current = undefined;
  });
  return current;
}

/** Removes this process's shared stack, if it has one (jest running the files in its own process). */
async function stopSharedStack() {
  const stack = await current?.catch(() => undefined);
  current = undefined;
  if (stack) await stack.teardown();
}

class SharedStackEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__portalSharedStack = sharedStack;
    this.global.__portalUniqueNumber = () => ++lastUniqueNumber;
  }
}

module.exports = SharedStackEnvironment;
module.exports.stopSharedStack = stopSharedStack;
