import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { RefundMethodLabels } from '@portal/contracts';
import {
  creditNoteEmail,
  emailChangeEmail,
  eventCancelledEmail,
  MailContext,
  notificationEmail,
  renewalRequestedEmail,
  validityOf,
} from '.';
import { mailTexts } from './compose';
import { dataCopyReadyEmail } from './data-copy-ready.template';

const ctx: MailContext = {
  associationName: 'Karnataka Photographers Welfare Association',
  supportEmail: 'help@kpwa.example',
  publicUrl: 'https://members.kpwa.example',
};
const name = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';
/** Latin words left in a Kannada e-mail once links, addresses, the member id and the names kept as known are out. */
const englishWords = (text: string, kept: string[] = []): string[] =>
  (text.replace(/https?:\/\/\S+|\S+@\S+|PHOTO\d+|CN-\S+|RCPT-\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !kept.includes(word),
  );

const refund = {
  name,
  memberId: 'PHOTO0042',
  creditNoteNumber: 'CN-2026-000004',
  receiptNumber: 'RCPT-2026-000123',
  scheme: 'kutumba_barosa',
  amount: '200.00',
  method: 'bank_transfer',
  reason: 'ಜಿಲ್ಲೆಯಿಂದ ಹೊರಗೆ ಹೋಗಿದ್ದಾರೆ',
  reopenedMonths: ['2026-12'],
  refundedAt: '2026-11-30T20:00:00Z',
  language: 'kn' as const,
};

describe("the request and refund e-mails in the member's language (issue 31)", () => {
  it('acknowledges a renewal request in Kannada: fee, validity once paid and how to pay', () => {
    const sut = renewalRequestedEmail(ctx, {
      name,
      memberId: 'PHOTO0042',
      amount: '2000.00',
      renewsUntil: '2027-12-31T18:29:59Z',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವ ನವೀಕರಣದ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ');
    assert.ok(sut.text.includes('ನವೀಕರಣ ಶುಲ್ಕ: ₹2,000.00'), sut.text);
    assert.ok(sut.text.includes('https://members.kpwa.example/member-dashboard'), sut.text);
    assert.ok(sut.html.startsWith('<!DOCTYPE html><html lang="kn">'));
    assert.deepEqual(englishWords(sut.text), []);
    // The positive control: the same e-mail in English is caught by the check.
    const english = renewalRequestedEmail(ctx, { name, memberId: 'PHOTO0042', amount: '2000.00', renewsUntil: null });
    assert.ok(englishWords(english.text).includes('Renewal'));
  });

  it("tells a Kannada reader their event is cancelled, with the time as they say it (ಬೆಳಿಗ್ಗೆ 10:30), not 'am'", () => {
    const sut = eventCancelledEmail(ctx, {
      name,
      title: 'ಛಾಯಾಗ್ರಹಣ ಕಾರ್ಯಾಗಾರ',
      eventDate: '2026-12-05T05:00:00Z',
      location: 'ಮೈಸೂರು',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ಕಾರ್ಯಕ್ರಮ ರದ್ದಾಗಿದೆ: ಛಾಯಾಗ್ರಹಣ ಕಾರ್ಯಾಗಾರ');
    assert.ok(sut.text.includes('ಸಮಯ: ಬೆಳಿಗ್ಗೆ 10:30 (ಭಾರತೀಯ ಕಾಲಮಾನ)'), sut.text);
    assert.ok(sut.text.includes('ದಿನಾಂಕ: 05/12/2026'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
  });

  it('sends a Kannada credit note e-mail with the scheme, refund method and reopened months in Kannada', () => {
    const sut = creditNoteEmail(ctx, refund);
    assert.equal(sut.subject, 'ಕ್ರೆಡಿಟ್ ನೋಟ್ CN-2026-000004');
    assert.ok(sut.text.includes('ಯೋಜನೆ: ಕುಟುಂಬ ಭರೋಸೆ'), sut.text);
    assert.ok(sut.text.includes('ಮರುಪಾವತಿಯ ವಿಧಾನ: ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ'), sut.text);
    assert.ok(sut.text.includes('ಮತ್ತೆ ಪಾವತಿ ಬಾಕಿ ಇರುವ ತಿಂಗಳುಗಳು: ಡಿಸೆಂಬರ್ 2026'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
    const razorpay = creditNoteEmail(ctx, { ...refund, scheme: 'esi', method: 'razorpay', language: 'kn' });
    assert.deepEqual(englishWords(razorpay.text, ['ESI', 'Razorpay']), []);
  });

  it("keeps the refund methods' English equal to the contract's labels", () => {
    const t = mailTexts(ctx, 'en');
    assert.equal(t('refundMethod.razorpay'), RefundMethodLabels.razorpay);
    assert.equal(t('paymentMethod.cash'), RefundMethodLabels.cash);
    assert.equal(t('paymentMethod.bank_transfer'), RefundMethodLabels.bank_transfer);
    assert.equal(t('paymentMethod.cheque'), RefundMethodLabels.cheque);
  });

  it('asks a Kannada reader to confirm their new address in Kannada, link validity included', () => {
    const sut = emailChangeEmail(ctx, {
      name,
      memberId: 'PHOTO0042',
      email: 'lakshmi.new@example.org',
      token: 'tok123',
      validFor: validityOf('b', 'a', 24, 'kn'),
      language: 'kn',
    });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಹೊಸ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ');
    assert.ok(sut.text.includes('https://members.kpwa.example/confirm-email?token=tok123'), sut.text);
    assert.ok(sut.text.includes('ಈ ಲಿಂಕ್ 24 ಗಂಟೆಗಳ ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
  });

  it('tells a Kannada reader their copy of their data is ready, the ZIP named as it is', () => {
    const sut = dataCopyReadyEmail(ctx, {
      name,
      memberId: 'PHOTO0042',
      until: '5 ಡಿಸೆಂಬರ್ 2026',
      link: 'https://members.kpwa.example/profile-settings',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಮಾಹಿತಿಯ ಪ್ರತಿ ಸಿದ್ಧವಾಗಿದೆ');
    assert.ok(sut.text.includes('ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಕೊನೆಯ ದಿನ: 5 ಡಿಸೆಂಬರ್ 2026'), sut.text);
    assert.deepEqual(englishWords(sut.text, ['ZIP']), []);
  });

  it("wraps an admin's notice in the member's language, the notice's own words as the admin wrote them", () => {
    const sut = notificationEmail(ctx, {
      name,
      title: 'ವಾರ್ಷಿಕ ಸಭೆ',
      message: 'ಡಿಸೆಂಬರ್ 12 ರಂದು ಮೈಸೂರಿನಲ್ಲಿ ವಾರ್ಷಿಕ ಸಭೆ.',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ವಾರ್ಷಿಕ ಸಭೆ');
    assert.ok(sut.text.startsWith(`ಆತ್ಮೀಯ ${name},`), sut.text);
    assert.ok(sut.text.includes('ನಿಮ್ಮ ಅಧಿಸೂಚನೆಗಳನ್ನು ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಓದಬಹುದು'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
    const english = notificationEmail(ctx, { name: 'Asha Rao', title: 'AGM', message: 'AGM on 12 December.' });
    assert.ok(english.text.includes('You can read your notifications in the member portal:'), english.text);
  });
});
