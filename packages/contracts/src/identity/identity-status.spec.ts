import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { statusForErrorCode as sut } from '../errors/status-for-code';
import { IdentityErrorCode as C } from './identity.errors';

describe('HTTP status of identity answers', () => {
  it('answers the member login outcomes as the login page expects (401, 422, 403)', () => {
    assert.equal(sut(C.InvalidMemberCredentials), 401);
    assert.equal(sut(C.PasswordSetupRequired), 422, 'the web moves to /setup-password on 422');
    assert.equal(sut(C.MembershipPending), 403);
    assert.equal(sut(C.MembershipSuspended), 403);
  });

  it('answers bad links, a wrong current password and a guessable new one as bad input (400)', () => {
    assert.equal(sut(C.WeakPassword), 400);
    assert.equal(sut(C.InvalidSetupToken), 400);
    assert.equal(sut(C.InvalidResetToken), 400);
    assert.equal(sut(C.WrongCurrentPassword), 400);
  });
});
