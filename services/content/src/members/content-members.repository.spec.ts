import { MEMBERSHIP_VALIDITY_CASES } from '@portal/contracts';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ContentMember, isActiveMember as sut } from './content-members.repository';

const member = (overrides: Partial<ContentMember>): ContentMember => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  memberCode: 'PHOTO0001',
  firstName: 'Asha',
  lastName: 'Rao',
  email: null,
  phone: null,
  status: 'active',
  membershipEndDate: null,
  validThrough: null,
  deletedAt: null,
  ...overrides,
});

describe('isActiveMember (who may sign up for an event)', () => {
  for (const c of MEMBERSHIP_VALIDITY_CASES) {
    it(`${c.name}`, () => {
      const m = member({
        status: c.status,
        membershipEndDate: c.membershipEndDate ? new Date(c.membershipEndDate) : null,
        validThrough: c.validThrough,
      });
      assert.equal(sut(m, new Date(c.now)), c.valid);
    });
  }

  it('refuses a deleted member whose membership is still valid', () => {
    assert.equal(sut(member({ deletedAt: new Date() })), false);
  });
});
