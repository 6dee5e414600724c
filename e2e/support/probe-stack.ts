import { startTestStack } from './test-stack';

// Manual check: starts a test stack, prints its URL, stops on Ctrl-C.
void (async () => {
  const stack = await startTestStack();
  console.log(stack.url);
  process.on('SIGINT', () => void stack.teardown().then(() => process.exit(0)));
})();
