/**
 * The sign-in load and its baseline, shared by `bench:login` and `bench:floor`: callers signing in from a
 * process of their own (login-callers.ts), and argon2id alone with identity's parameters (argon2-baseline.ts).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BenchAdmin } from '../support/portal-run';
import type { LoginCallersResult, LoginCallersStart } from './login-callers';

/** Callers signing in at once: 8 per core keeps every core busy while answers travel. */
export const loginCallers = (cores: number) => 8 * cores;

/** argon2id verifications per second in a process of its own, `concurrency` at a time, for `seconds`. */
export async function argon2Baseline(concurrency: number, seconds: number): Promise<number> {
  const child = fork(join(__dirname, 'argon2-baseline.js'), [String(concurrency), String(seconds)]);
  const result = await new Promise<{ verifications: number; seconds: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { verifications: number; seconds: number }));
    child.once('exit', (code) => reject(new Error(`the argon2 baseline exited with ${code}`)));
  });
  child.kill();
  return result.verifications / result.seconds;
}

/** `callers` admins signing in over and over at `baseUrl` from a process of their own, until `stop()`. */
export function loginLoad(baseUrl: string, admin: BenchAdmin, callers: number) {
  const child = fork(join(__dirname, 'login-callers.js'));
  const start: LoginCallersStart = { baseUrl, admin, callers };
  child.send(start);
  const result = new Promise<LoginCallersResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoginCallersResult));
    child.once('exit', (code) => reject(new Error(`the login callers exited with ${code}`)));
  });
  result.catch(() => undefined);
  return {
    stop: async () => {
      child.send('stop');
      const { ok, seconds, latencies, failures, cpuSeconds } = await result;
      return { ok, seconds, latencies, failures: new Map(failures), cpuSeconds };
    },
  };
}
