import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { Argon2Process, HasherUnavailableError } from './argon2-process';
import { Argon2Functions, defaultHashConcurrency, PasswordHasher } from './password-hasher';

/** An argon2 stand-in whose verifications finish only when the test says so, counting those in flight. */
function heldArgon() {
  const pending: { password: string; finish: () => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const argon: Argon2Functions = {
    hash: async (password) => `hash:${password}`,
    verify: (hash, password) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise<boolean>((resolve) =>
        pending.push({
          password,
          finish: () => {
            inFlight--;
            resolve(hash === `hash:${password}`);
          },
        }),
      );
    },
  };
  return { argon, pending, inFlight: () => inFlight, mostInFlight: () => mostInFlight };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PasswordHasher', () => {
  it('runs no more hashes at once than its bound during a burst of sign-ins, so other requests keep the CPU and threadpool', async () => {
    const held = heldArgon();
    const sut = new PasswordHasher(2, held.argon);
    const logins = Array.from({ length: 10 }, (_, i) => sut.verify('hash:secret', i % 2 === 0 ? 'secret' : 'wrong'));
    await settle();
    assert.equal(held.inFlight(), 2);
    assert.deepEqual(sut.load, { running: 2, queued: 8, limit: 2 });

    while (held.pending.length > 0) {
      held.pending.shift()!.finish();
      await settle();
      assert.ok(held.inFlight() <= 2, `${held.inFlight()} hashes ran at once`);
    }
    assert.deepEqual(await Promise.all(logins), [true, false, true, false, true, false, true, false, true, false]);
    assert.equal(held.mostInFlight(), 2);
    assert.deepEqual(sut.load, { running: 0, queued: 0, limit: 2 });
  });

  it('serves queued sign-ins in the order they arrived, so no one waits behind later arrivals', async () => {
    const held = heldArgon();
    const sut = new PasswordHasher(1, held.argon);
    const order: string[] = [];
    const logins = ['first', 'second', 'third'].map((name) =>
      sut.verify(`hash:${name}`, name).then(() => order.push(name)),
    );
    for (let i = 0; i < 3; i++) {
      await settle();
      held.pending.shift()!.finish();
    }
    await Promise.all(logins);
    assert.deepEqual(order, ['first', 'second', 'third']);
  });

  it('frees its slot when a stored hash is broken, so a bad row cannot block later sign-ins', async () => {
    const argon: Argon2Functions = {
      hash: async (password) => `hash:${password}`,
      verify: async (hash, password) => {
        if (hash === 'broken') throw new Error('pchstr must contain a $ as first char');
        return hash === `hash:${password}`;
      },
    };
    const sut = new PasswordHasher(1, argon);
    assert.equal(await sut.verify('broken', 'secret'), false);
    assert.equal(await sut.verify('hash:secret', 'secret'), true);
    assert.equal(sut.load.running, 0);
  });

  it('answers an outage of the hashing process as an error, not as a wrong password, and frees the slot', async () => {
    let down = true;
    const argon: Argon2Functions = {
      hash: async (password) => `hash:${password}`,
      verify: async (hash, password) => {
        if (down) throw new HasherUnavailableError('the hashing process exited (SIGKILL)');
        return hash === `hash:${password}`;
      },
    };
    const sut = new PasswordHasher(1, argon);
    await assert.rejects(sut.verify('hash:secret', 'secret'), HasherUnavailableError);
    down = false;
    assert.equal(await sut.verify('hash:secret', 'secret'), true);
    assert.equal(sut.load.running, 0);
  });

  it('makes the decoy hash again when making it failed, so unknown accounts still cost a full verification', async () => {
    let hashes = 0;
    const verified: string[] = [];
    const argon: Argon2Functions = {
      hash: async (password) => {
        hashes++;
        if (hashes === 1) throw new HasherUnavailableError('the hashing process exited (SIGKILL)');
        return `hash:${password}`;
      },
      verify: async (hash) => {
        verified.push(hash);
        return false;
      },
    };
    const sut = new PasswordHasher(1, argon);
    await settle();
    assert.equal(await sut.verify(null, 'anything'), false);
    assert.deepEqual(verified, ['hash:decoy-password-for-timing']);
  });

  it('uses one hash per core but leaves a threadpool thread free, on small and large machines', () => {
    assert.equal(defaultHashConcurrency(1), 1);
    assert.equal(defaultHashConcurrency(2), 2);
    assert.equal(defaultHashConcurrency(16), 3);
  });

  it('still accepts the right password and refuses a wrong one or an unknown account with real argon2id', async () => {
    const argon = new Argon2Process(10);
    const sut = new PasswordHasher(2, argon);
    const stored = await sut.hash('Correct-Horse-9');
    const answers = await Promise.all([
      sut.verify(stored, 'Correct-Horse-9'),
      sut.verify(stored, 'correct-horse-9'),
      sut.verify(null, 'Correct-Horse-9'),
      sut.verify(stored, 'Correct-Horse-9'),
    ]);
    assert.deepEqual(answers, [true, false, false, true]);
    argon.close();
  });
});
