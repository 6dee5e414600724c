import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { canBeRenewed as sut, renewalNotYetOpenMessage, renewalPaymentProblems } from './renewal.rules';

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

describe('renewalPaymentProblems', () => {
  it('asks for a known method, and a reference unless the fee was paid in cash', () => {
    assert.deepEqual(renewalPaymentProblems('cash', null), []);
    assert.deepEqual(renewalPaymentProblems('cheque', ' 004512 '), []);
    assert.deepEqual(renewalPaymentProblems(undefined, 'x'), [
      { field: 'paymentMethod', message: 'Choose how the renewal fee was paid' },
    ]);
    assert.deepEqual(renewalPaymentProblems('gold', 'x')[0]?.field, 'paymentMethod');
    assert.deepEqual(renewalPaymentProblems('upi', '  ')[0]?.field, 'reference');
  });
});

describe('renewalNotYetOpenMessage', () => {
  it('tells the member the India day renewal opens, written dd/mm/yyyy', () => {
    assert.equal(
      renewalNotYetOpenMessage('2026-10-23'),
      'Renewal opens on 23/10/2026, 30 days before your membership ends. Please request it then.',
    );
  });
});
