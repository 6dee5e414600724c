import { CommonErrorCode } from '@portal/contracts';
import { DomainException } from '@portal/platform';
import { ChildProcess, spawn } from 'node:child_process';

/** What the hasher needs of the argon2 package (`hash`, `verify`); a spec may count the calls in flight. */
export interface Argon2Functions {
  hash(password: string, options: object): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** The hashing process died or stopped answering: the sign-in answers an error (503), never a wrong-password 401. */
export class HasherUnavailableError extends DomainException {
  constructor(reason: string) {
    super(CommonErrorCode.ServiceUnavailable, 'Sign-in is briefly unavailable. Please try again in a moment.');
    this.cause = reason;
  }
}

/** A hash takes tens of milliseconds; one running this long means the process is stuck, and it is replaced. */
const STUCK_AFTER_MS = 30_000;

type Call = { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };
type Answer = { id: number; value: string | boolean } | { id: number; error: string };

/*
 * The hashing process. Plain JavaScript run with `node -e`, so it is the same under the build and under Jest.
 * On Linux niceness belongs to a thread: this thread takes it before argon2 first queues work, and libuv's
 * threadpool threads, started at that moment, inherit it. So the hashes run at the lower priority and the
 * scheduler prefers any request handling on the same cores, while an otherwise idle CPU still goes to hashing.
 */
const CHILD_SOURCE = `
'use strict';
const os = require('node:os');
const [, argon2Path, niceText] = process.argv;
try { os.setPriority(Number(niceText)); } catch (error) { process.emitWarning('argon2 hashing keeps its CPU priority: ' + error.message); }
const argon2 = require(argon2Path);
process.on('message', (m) => {
  const work = m.op === 'hash' ? argon2.hash(m.password, m.options) : argon2.verify(m.hash, m.password);
  work.then(
    (value) => process.send({ id: m.id, value }),
    (error) => process.send({ id: m.id, error: String((error && error.message) || error) }),
  );
});
process.on('disconnect', () => process.exit(0));
`;

interface InFlight {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * argon2 in a child process whose hashing threads run at `nice` (0-19). A process that exits or stops
 * answering fails its calls in flight with HasherUnavailableError and is started afresh by the next call;
 * the caller (PasswordHasher) bounds how many calls are in flight.
 */
export class Argon2Process implements Argon2Functions {
  private child: ChildProcess | undefined;
  private readonly inFlight = new Map<number, InFlight>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly nice: number,
    private readonly stuckAfterMs = STUCK_AFTER_MS,
  ) {}

  /** The running process's id (for its threads' priority in /proc), starting it if needed. */
  get pid(): number | undefined {
    return this.started().pid;
  }

  hash(password: string, options: object): Promise<string> {
    return this.call({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.call({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  /** Ends the process; calls after this fail. */
  close(): void {
    this.closed = true;
    this.child?.kill();
    this.failAll('the hasher was closed');
  }

  private call(request: Call): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new HasherUnavailableError('the hasher was closed'));
    const child = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // Killing it fails every call in flight (exit handler); the next call starts a new process.
        child.kill('SIGKILL');
        this.detach(child, `no answer within ${this.stuckAfterMs} ms`);
      }, this.stuckAfterMs);
      this.inFlight.set(id, { resolve, reject, timer });
      child.send({ ...request, id }, (error) => {
        if (error) this.settle(id, { id, error: `could not reach the hashing process: ${error.message}` }, true);
      });
    });
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE, require.resolve('argon2'), String(this.nice)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: Answer) => this.settle(answer.id, answer, false));
    child.on('exit', (code, signal) => this.detach(child, `the hashing process exited (${signal ?? code})`));
    child.on('error', (error) => this.detach(child, `the hashing process failed: ${error.message}`));
    // It must not keep the service alive on shutdown; calls in flight keep their own timers.
    child.unref();
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    this.child = child;
    return child;
  }

  private settle(id: number, answer: Answer, unavailable: boolean): void {
    const call = this.inFlight.get(id);
    if (!call) return;
    this.inFlight.delete(id);
    clearTimeout(call.timer);
    if ('value' in answer) call.resolve(answer.value);
    // A refusal by argon2 itself (e.g. a malformed stored hash) is an ordinary error, not an outage.
    else call.reject(unavailable ? new HasherUnavailableError(answer.error) : new Error(answer.error));
  }

  /** Forgets a process that is gone, failing what it had in flight. */
  private detach(child: ChildProcess, reason: string): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.failAll(reason);
  }

  private failAll(reason: string): void {
    for (const [id, call] of this.inFlight) {
      this.inFlight.delete(id);
      clearTimeout(call.timer);
      call.reject(new HasherUnavailableError(reason));
    }
  }
}
