import { MEMBERSHIP_VALIDITY_CASES } from '@portal/contracts';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isActiveMember as sut, PaymentMember } from './payment-members.repository';

const member = (overrides: Partial<PaymentMember>): PaymentMember => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  memberCode: 'PHOTO0001',
  firstName: 'Asha',
  lastName: 'Rao',
  email: null,
  phone: null,
  status: 'active',
  optedSchemes: ['esi'],
  membershipEndDate: null,
  validThrough: null,
  language: 'en',
  deletedAt: null,
  ...overrides,
});

describe('isActiveMember (who may pay online)', () => {
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
