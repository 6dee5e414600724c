/**
 * The sign-in benchmark's baseline, in a process of its own: argon2id verifications with
 * identity's parameters, `concurrency` at a time (each on libuv's threadpool), for `seconds`.
 * Sends `{ verifications, seconds }` to the parent.
 */
import * as argon2 from 'argon2';
import { ARGON2_OPTIONS } from '@portal/identity/dist/src/passwords/password-hasher';

async function main(): Promise<void> {
  const concurrency = Number(process.argv[2]);
  const seconds = Number(process.argv[3]);
  const password = 'Bench-Admin-Pass-2024';
  const hash = await argon2.hash(password, ARGON2_OPTIONS);
  // A few unmeasured, as the portal has verified some before it is measured.
  await Promise.all(Array.from({ length: concurrency }, () => argon2.verify(hash, password)));
  let verifications = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await argon2.verify(hash, password))) throw new Error('the password did not verify');
        verifications++;
      }
    }),
  );
  process.send!({ verifications, seconds: (performance.now() - started) / 1000 });
}

main().catch((error: unknown) => {
  process.stderr.write(`argon2 baseline failed: ${String(error)}\n`);
  process.exit(1);
});
