import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { SessionSerializer } from './session.serializer';

function run(step: (done: (error: Error | null, user?: unknown) => void) => void): unknown {
  let result: unknown;
  step((error, user) => {
    assert.equal(error, null);
    result = user;
  });
  return result;
}

describe('SessionSerializer', () => {
  const sut = new SessionSerializer();

  it("keeps only the id, the user type and an admin's role in the session, never the profile the login answered with", () => {
    const admin = {
      id: 'a1',
      userType: 'admin' as const,
      role: 'treasurer' as const,
      email: 'admin@example.test',
      firstName: 'Asha',
      isActive: true,
    };
    assert.deepEqual(
      run((done) => sut.serializeUser(admin, done)),
      { id: 'a1', userType: 'admin', role: 'treasurer' },
    );
    assert.deepEqual(
      run((done) => sut.serializeUser({ id: 'm1', userType: 'member', role: 'admin' } as never, done)),
      { id: 'm1', userType: 'member' },
      'a member never carries an admin role',
    );
  });

  it('restores the signed-in user on the next request', () => {
    assert.deepEqual(
      run((done) => sut.deserializeUser({ id: 'm1', userType: 'member' }, done)),
      { id: 'm1', userType: 'member' },
    );
  });

  it('treats a session holding anything else as signed out', () => {
    for (const stored of [
      null,
      'm1',
      { id: 'm1' },
      { id: '', userType: 'admin', role: 'admin' },
      { id: 'm1', userType: 'public' },
      // An admin's session from before roles, or with a role nobody has: signed out, not given rights.
      { id: 'a1', userType: 'admin' },
      { id: 'a1', userType: 'admin', role: 'superuser' },
    ]) {
      assert.equal(
        run((done) => sut.deserializeUser(stored, done)),
        false,
        JSON.stringify(stored),
      );
    }
  });
});
