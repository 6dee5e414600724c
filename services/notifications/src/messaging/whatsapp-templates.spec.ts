import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { duesReminderParameters, paymentReceiptParameters, templateLanguage } from './whatsapp-templates';

describe('WhatsApp and SMS template parameters in the member language (issue 31)', () => {
  const receipt = {
    name: 'ಲಕ್ಷ್ಮೀ',
    amount: '1200.00',
    scheme: 'kutumba_barosa',
    period: '2026-11',
    receiptNumber: 'R-1',
  };

  it('writes what a Kannada reader paid for in Kannada, and an English reader’s word for word as before', () => {
    assert.deepEqual(paymentReceiptParameters({ ...receipt, language: 'kn' }), [
      'ಲಕ್ಷ್ಮೀ',
      'ಕುಟುಂಬ ಭರೋಸೆ ಪಾವತಿ ₹1,200.00 (ನವೆಂಬರ್ 2026)',
      'R-1',
    ]);
    assert.deepEqual(paymentReceiptParameters({ ...receipt, scheme: 'esi' }), [
      'ಲಕ್ಷ್ಮೀ',
      '₹1,200.00 for ESI (November 2026)',
      'R-1',
    ]);
    assert.equal(
      paymentReceiptParameters({ ...receipt, scheme: 'renewal_fee', period: null, language: 'kn' })[1],
      'ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ ಪಾವತಿ ₹1,200.00',
    );
  });

  it('names the scheme of a dues reminder in the reader’s language and sends the Kannada template to them', () => {
    const due = {
      name: 'A',
      scheme: 'kutumba_barosa',
      amount: '100',
      paymentLinkUrl: null,
      publicUrl: 'https://p.example/',
    };
    assert.equal(duesReminderParameters({ ...due, language: 'kn' })[1], 'ಕುಟುಂಬ ಭರೋಸೆ');
    assert.equal(duesReminderParameters(due)[1], 'Kutumba Barosa');
    assert.equal(templateLanguage('kn'), 'kn');
    assert.equal(templateLanguage(undefined), 'en');
  });
});
