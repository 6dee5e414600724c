import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { languageOf, lapseWarningEmail, lapseWarningText } from './lapse-warning';

const facts = {
  scheme: 'esi',
  amount: '1000.00',
  dueDate: '2026-02-28T18:30:00.000Z',
  monthsUnpaid: 5,
  lapseMonths: 6,
  paymentLinkUrl: 'https://rzp.io/i/abc123',
};
const ctx = {
  associationName: 'Test Photographers Welfare Association',
  supportEmail: 'office@example.org',
  publicUrl: 'https://portal.example.org',
};

describe('the warning before the association acts (issue 33)', () => {
  it('says how many months are unpaid, what is owed, that the association may act, and where to pay', () => {
    const sut = lapseWarningText(facts);
    assert.equal(sut.title, 'ESI: 5 months unpaid');
    assert.match(sut.message, /ESI contributions for 5 months are unpaid \(₹1,000\.00 in all\)/);
    assert.match(sut.message, /after 6 months of non-payment the association may end your membership/);
    assert.match(sut.message, /https:\/\/rzp\.io\/i\/abc123/);
    // Positive control: without a link it sends the member to their dashboard.
    assert.match(lapseWarningText({ ...facts, paymentLinkUrl: null }).message, /from your member dashboard\.$/);
  });

  it('speaks Kannada to a member who chose it, and English otherwise', () => {
    assert.match(lapseWarningText(facts, 'kn').message, /ಸಂಘವು ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಕೊನೆಗೊಳಿಸಬಹುದು/);
    assert.equal(languageOf({ language: 'kn' }), 'kn');
    assert.equal(languageOf({ language: 'fr' }), 'en');
    assert.equal(languageOf({}), 'en');
  });

  it('e-mails the same words with the member id, the amount owed and the link', () => {
    const mail = lapseWarningEmail(ctx, { ...facts, name: 'Ravi Kumar', memberId: 'PHOTO0042' });
    assert.equal(mail.subject, 'ESI: 5 months unpaid');
    assert.match(mail.text, /Dear Ravi Kumar,/);
    assert.match(mail.text, /PHOTO0042/);
    assert.match(mail.text, /may end your membership/);
    assert.match(mail.text, /https:\/\/rzp\.io\/i\/abc123/);
    assert.match(mail.text, /Unpaid since/);
  });
});
