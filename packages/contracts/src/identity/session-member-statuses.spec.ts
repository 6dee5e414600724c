import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MemberStatuses } from '../shapes/member.shapes';
import { isSessionMemberStatus as sut } from './session-member-statuses';

describe('isSessionMemberStatus', () => {
  it('lets active and expired members sign in and keeps pending and suspended members out', () => {
    assert.deepEqual(
      MemberStatuses.filter((status) => sut(status)),
      ['active', 'expired'],
    );
  });

  it('admits no status it does not know', () => {
    assert.equal(sut('deleted'), false);
    assert.equal(sut(''), false);
  });
});
