import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { hmacMatches, paymentSignatureMatches } from './signatures';

const SECRET = 'key_secret_for_tests_0123456789';
const sign = (payload: string, secret = SECRET) => createHmac('sha256', secret).update(payload).digest('hex');

describe('paymentSignatureMatches (the checkout callback)', () => {
  const orderId = 'order_N9x2Qa7LmT4bZc';
  const paymentId = 'pay_P4r7Tz1KqW8mYd';
  const signature = sign(`${orderId}|${paymentId}`);

  it("accepts a payment signed the way Razorpay signs it (checked against Razorpay's own SDK)", () => {
    assert.equal(
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, SECRET),
      true,
      'the test signs as Razorpay does',
    );
    assert.equal(paymentSignatureMatches(orderId, paymentId, SECRET, signature), true);
  });

  it('accepts the signature written in capital hex digits', () => {
    assert.equal(paymentSignatureMatches(orderId, paymentId, SECRET, signature.toUpperCase()), true);
  });

  it('refuses a signature with one digit changed, so a tampered payment records nothing', () => {
    const last = signature.at(-1) === '0' ? '1' : '0';
    assert.equal(paymentSignatureMatches(orderId, paymentId, SECRET, `${signature.slice(0, -1)}${last}`), false);
  });

  it("refuses a genuine signature presented for another order or another payment (someone else's payment)", () => {
    assert.equal(paymentSignatureMatches('order_Other0000000000', paymentId, SECRET, signature), false);
    assert.equal(paymentSignatureMatches(orderId, 'pay_Other00000000000', SECRET, signature), false);
  });

  it('refuses a signature made with another secret', () => {
    assert.equal(
      paymentSignatureMatches(orderId, paymentId, SECRET, sign(`${orderId}|${paymentId}`, 'another_secret')),
      false,
    );
  });

  it('refuses a missing signature', () => {
    assert.equal(paymentSignatureMatches(orderId, paymentId, SECRET, undefined), false);
    assert.equal(paymentSignatureMatches(orderId, paymentId, SECRET, ''), false);
  });
});

describe('hmacMatches (the webhook body)', () => {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1' } } } });
  const signature = sign(body);

  it("accepts the raw body's signature (checked against Razorpay's own SDK)", () => {
    assert.equal(validateWebhookSignature(body, signature, SECRET), true, 'the test signs as Razorpay does');
    assert.equal(hmacMatches(body, SECRET, signature), true);
  });

  it('refuses the signature once the body is changed by a single character', () => {
    assert.equal(hmacMatches(body.replace('pay_1', 'pay_2'), SECRET, signature), false);
  });

  it('refuses a signature that is 64 characters but not hex, without throwing', () => {
    assert.equal(hmacMatches(body, SECRET, `${signature.slice(0, -1)}g`), false);
    assert.equal(hmacMatches(body, SECRET, 'z'.repeat(64)), false);
  });

  it('refuses a signature of the wrong length, without throwing', () => {
    assert.equal(hmacMatches(body, SECRET, signature.slice(0, -2)), false);
    assert.equal(hmacMatches(body, SECRET, `${signature}00`), false);
    assert.equal(hmacMatches(body, SECRET, sign(body).slice(0, 40)), false);
  });

  it('refuses a null signature', () => {
    assert.equal(hmacMatches(body, SECRET, null), false);
  });
});
