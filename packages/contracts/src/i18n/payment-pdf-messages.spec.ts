import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { paymentLabelIn, paymentMethodIn, PaymentPdfMessages, paymentPdfMessage } from './payment-pdf-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the payment PDFs catalogue', () => {
  it('has the same message ids in English and Kannada, each with the same placeholders, every one translated', () => {
    const { en, kn } = PaymentPdfMessages;
    assert.deepEqual(Object.keys(kn).sort(), Object.keys(en).sort());
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      assert.deepEqual(placeholders(kn[id]), placeholders(en[id]), id);
      assert.match(kn[id], /[\u0c80-\u0cff]/, `${id} is not translated`);
      assert.doesNotMatch(kn[id], /[A-Za-z]{2,}(?![^{]*\}\})/, `${id} keeps an English word`);
    }
  });

  it('fills placeholders and keeps the English word for word as the receipts printed it', () => {
    assert.equal(paymentPdfMessage('en', 'pdf.date', { date: '01/12/2026' }), 'Date: 01/12/2026');
    assert.equal(paymentPdfMessage('kn', 'pdf.date', { date: '01/12/2026' }), 'ದಿನಾಂಕ: 01/12/2026');
    assert.equal(paymentPdfMessage('en', 'receipt.footer'), 'This is a computer-generated receipt.');
  });

  it('names schemes, fees and methods as the glossary has them, ESI, Postal and UPI kept as known', () => {
    assert.equal(paymentLabelIn('kn', 'kutumba_barosa'), 'ಕುಟುಂಬ ಭರೋಸೆ');
    assert.equal(paymentLabelIn('kn', 'joining_fee'), 'ಪ್ರವೇಶ ಶುಲ್ಕ');
    assert.equal(paymentLabelIn('kn', 'esi'), 'ESI');
    assert.equal(paymentLabelIn('en', 'renewal_fee'), 'Annual renewal fee');
    assert.equal(paymentLabelIn('kn', 'old_scheme'), 'old_scheme');
    assert.equal(paymentMethodIn('kn', 'bank_transfer'), 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ');
    assert.equal(paymentMethodIn('kn', 'upi'), 'UPI');
    assert.equal(paymentMethodIn('en', 'cheque'), 'Cheque');
    assert.equal(paymentMethodIn('kn', 'barter'), 'barter');
  });
});
