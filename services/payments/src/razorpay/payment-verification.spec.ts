import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge as sut } from './payment-verification';
import type { GatewayPayment } from './razorpay.client';

const order = { id: 'order_N9x2Qa7LmT4bZc', amount_paise: '20000' };
const captured: GatewayPayment = {
  id: 'pay_P4r7Tz1KqW8mYd',
  order_id: order.id,
  amount: 20000,
  currency: 'INR',
  status: 'captured',
  method: 'upi',
};

describe('judge (does Razorpay’s payment pay the stored order?)', () => {
  it('passes a payment captured for this order, in rupees, of exactly its amount', () => {
    assert.equal(sut(order, captured), null);
  });

  it('refuses a payment the bank only authorised, one that failed, or one refunded', () => {
    for (const status of ['authorized', 'failed', 'created', 'refunded']) {
      assert.equal(sut(order, { ...captured, status }), 'not-captured', status);
    }
  });

  it('refuses a captured payment of another order (a payment id reused on this one)', () => {
    assert.equal(sut(order, { ...captured, order_id: 'order_Other0000000000' }), 'other-order');
  });

  it('refuses a payment without an amount, or with it as text, as no pass', () => {
    assert.equal(sut(order, { ...captured, amount: undefined as unknown as number }), 'amount-missing');
    assert.equal(sut(order, { ...captured, amount: '20000' as unknown as number }), 'amount-missing');
  });

  it('refuses another amount, a paisa more or less, and another currency', () => {
    assert.equal(sut(order, { ...captured, amount: 19999 }), 'amount-differs');
    assert.equal(sut(order, { ...captured, amount: 20001 }), 'amount-differs');
    assert.equal(sut(order, { ...captured, currency: 'USD' }), 'currency-differs');
  });
});
