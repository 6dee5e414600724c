import * as argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { Argon2Functions, HasherUnavailableError } from './argon2-process';

export type { Argon2Functions } from './argon2-process';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane):
 * strong, yet cheap enough that a burst of logins on a small server stays
 * inside the gateway's RPC timeout.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** libuv's threadpool, where argon2's native hashing runs (Node's default UV_THREADPOOL_SIZE). */
const THREADPOOL_SIZE = 4;

/**
 * One hash per core, and always one threadpool thread left over: a burst of logins then queues here,
 * in order, instead of filling the threadpool (which would hold back the service's other threadpool work:
 * DNS lookups, files, crypto) and making the cores thrash between more 19 MiB hashes than they can run.
 */
export function defaultHashConcurrency(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, THREADPOOL_SIZE - 1));
}

/** A counting semaphore with a first-come first-served queue. */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * argon2id under a bound. In the service `argon` is an Argon2Process (passwords.module.ts): the hashes run in a
 * process of their own at a lower CPU priority, so a burst of sign-ins cannot starve other requests of the CPU.
 */
export class PasswordHasher {
  private readonly slots: HashSlots;
  // Verified when no account matches, so a wrong e-mail costs as much time as a wrong password.
  private decoy: Promise<string> | undefined;

  constructor(
    concurrency = defaultHashConcurrency(),
    private readonly argon: Argon2Functions = argon2,
  ) {
    this.slots = new HashSlots(concurrency);
    this.decoyHash().catch(() => undefined);
  }

  /** Hashes running now and waiting for a slot. */
  get load(): { running: number; queued: number; limit: number } {
    return { running: this.slots.inUse, queued: this.slots.queued, limit: this.slots.size };
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => this.argon.hash(password, ARGON2_OPTIONS));
  }

  /** Made once; made again if the hashing process failed while making it. */
  private decoyHash(): Promise<string> {
    this.decoy ??= this.hash('decoy-password-for-timing').catch((error: unknown) => {
      this.decoy = undefined;
      throw error;
    });
    return this.decoy;
  }

  /**
   * Whether `password` matches `hash`; a missing or malformed hash is a mismatch. Rejects with
   * HasherUnavailableError when the hashing process failed, so that is not taken for a wrong password.
   */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    try {
      const stored = hash ?? (await this.decoyHash());
      return await this.slots.run(() => this.argon.verify(stored, password));
    } catch (error) {
      if (error instanceof HasherUnavailableError) throw error;
      return false;
    }
  }
}
