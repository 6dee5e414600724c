import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { canBeRenewed as sut } from './renewal.rules';

describe('canBeRenewed', () => {
  it('renews approved memberships, active or lapsed', () => {
    assert.equal(sut('active'), true);
    assert.equal(sut('expired'), true);
  });

  it('refuses applicants not yet approved and suspended members', () => {
    assert.equal(sut('pending'), false);
    assert.equal(sut('suspended'), false);
    assert.equal(sut(''), false);
  });
});
