import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, it } from '@jest/globals';
import { Argon2Process, HasherUnavailableError } from './argon2-process';
import { ARGON2_OPTIONS } from './password-hasher';

/** The nice value of each thread of a process, from /proc. */
function threadNiceness(pid: number): { tid: number; nice: number }[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { tid: Number(tid), nice: Number(fields[16]) };
  });
}

describe('Argon2Process', () => {
  const opened: Argon2Process[] = [];
  const open = (nice: number, stuckAfterMs?: number) => {
    const sut = new Argon2Process(nice, stuckAfterMs);
    opened.push(sut);
    return sut;
  };
  afterEach(() => opened.splice(0).forEach((sut) => sut.close()));

  it('accepts the right password and refuses a wrong one, hashing in a process of its own', async () => {
    const sut = open(10);
    const stored = await sut.hash('Correct-Horse-9', ARGON2_OPTIONS);
    assert.match(stored, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.deepEqual(await Promise.all([sut.verify(stored, 'Correct-Horse-9'), sut.verify(stored, 'wrong')]), [
      true,
      false,
    ]);
    assert.notEqual(sut.pid, process.pid);
  });

  it('hashes on threads of the lower CPU priority, so request handling is served first when cores are busy', async () => {
    const sut = open(15);
    await sut.hash('warm-up', ARGON2_OPTIONS);
    const threads = threadNiceness(sut.pid!);
    const niced = threads.filter((thread) => thread.nice === 15);
    // The main thread and libuv's threadpool (4 threads), where argon2 runs; V8's own threads started before.
    assert.ok(niced.some((thread) => thread.tid === sut.pid));
    assert.ok(niced.length >= 5, `${niced.length} of ${threads.length} threads at nice 15`);
  });

  it('fails the calls in flight when the hashing process dies, and serves the next call from a new one', async () => {
    const sut = open(10);
    const stored = await sut.hash('secret', ARGON2_OPTIONS);
    const first = sut.pid!;
    const inFlight = [sut.verify(stored, 'secret'), sut.verify(stored, 'secret')];
    process.kill(first, 'SIGKILL');
    for (const call of await Promise.allSettled(inFlight)) {
      if (call.status === 'fulfilled') continue; // answered before the kill arrived
      assert.ok(call.reason instanceof HasherUnavailableError, String(call.reason));
    }
    assert.equal(await sut.verify(stored, 'secret'), true);
    assert.notEqual(sut.pid, first);
  });

  it('gives up on a process that stops answering and replaces it, so a sign-in answers instead of hanging', async () => {
    const sut = open(10, 5000);
    const stored = await sut.hash('secret', ARGON2_OPTIONS);
    const stuck = sut.pid!;
    process.kill(stuck, 'SIGSTOP');
    await assert.rejects(sut.verify(stored, 'secret'), HasherUnavailableError);
    assert.equal(await sut.verify(stored, 'secret'), true);
    assert.notEqual(sut.pid, stuck);
  });

  it('tells a malformed stored hash (a refusal) apart from an outage', async () => {
    const sut = open(10);
    const error = await sut.verify('not-a-hash', 'secret').catch((e: unknown) => e);
    assert.ok(error instanceof Error && !(error instanceof HasherUnavailableError), String(error));
  });
});
