import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  MailContext,
  memberApprovedEmail,
  memberRejectedEmail,
  membershipRenewedEmail,
  passwordResetEmail,
  paymentReceiptEmail,
  passwordSetupEmail,
  registrationReceivedEmail,
  validityOf,
} from '.';

const ctx: MailContext = {
  associationName: 'Karnataka Photographers Welfare Association',
  supportEmail: 'help@kpwa.example',
  publicUrl: 'https://members.kpwa.example',
};
const approval = { name: 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ', memberId: 'PHOTO0042', token: 'abc123def456' };
const link = 'https://members.kpwa.example/setup-password?token=abc123def456';
/** Latin words left in a Kannada e-mail's text once the name, member id, links and addresses are taken out. */
const englishWords = (text: string): string[] =>
  text.replace(/https?:\/\/\S+|\S+@\S+|PHOTO\d+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

describe('e-mails to members in their language (issue 31)', () => {
  it('writes the approval e-mail in English word for word when the member registered in English', () => {
    const sut = memberApprovedEmail(ctx, { ...approval, name: 'Asha Rao', validFor: validityOf('b', 'a', 24) });
    assert.equal(sut.subject, 'Your membership of the Karnataka Photographers Welfare Association has been approved');
    assert.ok(sut.text.startsWith('Dear Asha Rao,\n\nGood news: your membership application has been approved.'));
    assert.ok(sut.text.includes('This link is valid for 24 hours and can be used once.'));
    assert.ok(sut.text.includes('Regards,\nKarnataka Photographers Welfare Association'));
    assert.ok(sut.html.startsWith('<!DOCTYPE html><html lang="en">'));
  });

  it('writes the approval e-mail in Kannada, with the name, member id and set-up link as they are', () => {
    const sut = memberApprovedEmail(ctx, { ...approval, validFor: validityOf('b', 'a', 24, 'kn'), language: 'kn' });
    assert.equal(sut.subject, 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ');
    assert.ok(sut.text.startsWith('ಆತ್ಮೀಯ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ,\n\nಶುಭ ಸುದ್ದಿ:'));
    assert.ok(sut.text.includes('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO0042'));
    assert.ok(sut.text.includes('ಈ ಲಿಂಕ್ 24 ಗಂಟೆಗಳ ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ'));
    assert.ok(sut.text.includes(`ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ:\n${link}`));
    assert.ok(sut.html.includes(`href="${link}"`));
    assert.ok(sut.html.startsWith('<!DOCTYPE html><html lang="kn">'));
    assert.deepEqual(englishWords(sut.text), []);
    assert.deepEqual(englishWords(sut.subject), []);
  });

  it('writes the set-up e-mail in Kannada, and a Kannada e-mail is seen to fail the English-word check', () => {
    const sut = passwordSetupEmail(ctx, {
      name: approval.name,
      token: approval.token,
      validFor: validityOf('b', 'a', 24, 'kn'),
      language: 'kn',
    });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ');
    assert.ok(sut.text.includes(link));
    assert.deepEqual(englishWords(sut.text), []);
    // The positive control: the English e-mail has English words outside the name, id and links.
    const english = passwordSetupEmail(ctx, { name: approval.name, token: approval.token, validFor: '24 hours' });
    assert.equal(english.subject, 'Set up your password');
    assert.ok(englishWords(english.text).includes('password'));
  });

  it('writes the registration-received, rejection and reset e-mails in Kannada, a reviewer reason as written', () => {
    const received = registrationReceivedEmail(ctx, { name: approval.name, memberId: 'PHOTO0042', language: 'kn' });
    assert.equal(received.subject, 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ (PHOTO0042)');
    assert.ok(received.text.includes('help@kpwa.example ಗೆ ನಮಗೆ ಬರೆಯಿರಿ'));
    const rejected = memberRejectedEmail(ctx, { name: approval.name, reason: 'ಫೋಟೋ ಸ್ಪಷ್ಟವಾಗಿಲ್ಲ', language: 'kn' });
    assert.equal(rejected.subject, 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿಯ ಕುರಿತು ಮಾಹಿತಿ');
    assert.ok(rejected.text.includes('ಪರಿಶೀಲಕರು ನೀಡಿದ ಕಾರಣ:\n\n> ಫೋಟೋ ಸ್ಪಷ್ಟವಾಗಿಲ್ಲ'));
    const reset = passwordResetEmail(ctx, {
      name: approval.name,
      token: 'reset123',
      validFor: validityOf('b', 'a', 1, 'kn'),
      language: 'kn',
    });
    assert.equal(reset.subject, 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ');
    assert.ok(reset.text.includes('ಈ ಲಿಂಕ್ 1 ಗಂಟೆಯ ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ'));
    assert.ok(reset.text.includes('https://members.kpwa.example/reset-password?token=reset123'));
    for (const mail of [received, rejected, reset]) {
      assert.deepEqual(englishWords(`${mail.subject}\n${mail.text}`), [], mail.subject);
      assert.ok(mail.html.startsWith('<!DOCTYPE html><html lang="kn">'));
    }
  });
  it('writes the renewed-membership e-mail in English word for word, and in Kannada with the date and amount as they are', () => {
    const renewed = {
      name: 'Asha Rao',
      memberId: 'PHOTO0042',
      validUntil: '2027-03-31T18:30:00.000Z',
      amount: '2000.00',
    };
    const english = membershipRenewedEmail(ctx, renewed);
    assert.equal(
      english.subject,
      'Your membership of the Karnataka Photographers Welfare Association has been renewed',
    );
    assert.ok(
      english.text.includes('Thank you: your renewal payment has been recorded and your membership has been renewed.'),
    );
    assert.ok(english.text.includes('Amount paid'));
    const sut = membershipRenewedEmail(ctx, { ...renewed, name: approval.name, language: 'kn' });
    assert.equal(sut.subject, 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ');
    assert.ok(sut.text.startsWith(`ಆತ್ಮೀಯ ${approval.name},`));
    assert.ok(sut.text.includes('ಪಾವತಿಸಿದ ಮೊತ್ತ'));
    assert.ok(sut.text.includes('₹2,000.00'));
    assert.ok(sut.html.startsWith('<!DOCTYPE html><html lang="kn">'));
    assert.deepEqual(englishWords(sut.text), []);
  });

  it('writes the payment receipt e-mail in Kannada: scheme, month and method in Kannada, numbers and ids as they are', () => {
    const receipt = {
      name: approval.name,
      memberId: 'PHOTO0042',
      receiptNumber: 'RCPT-2026-000123',
      scheme: 'kutumba_barosa',
      amount: '1200.00',
      period: '2026-11',
      paymentMethod: 'netbanking',
      paymentId: 'pay_Nx81LhY3',
      paidAt: '2026-11-21T20:00:00.000Z',
    };
    const sut = paymentReceiptEmail(ctx, { ...receipt, language: 'kn' });
    assert.equal(sut.subject, 'ಪಾವತಿ ರಶೀದಿ RCPT-2026-000123');
    assert.ok(sut.text.startsWith(`ಆತ್ಮೀಯ ${approval.name},`));
    for (const line of [
      'ಧನ್ಯವಾದಗಳು: ನಿಮ್ಮ ಕುಟುಂಬ ಭರೋಸೆ ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ.',
      'ರಶೀದಿ ಸಂಖ್ಯೆ: RCPT-2026-000123',
      'ಯೋಜನೆ: ಕುಟುಂಬ ಭರೋಸೆ',
      'ಮೊತ್ತ: ₹1,200.00',
      'ಅವಧಿ: ನವೆಂಬರ್ 2026',
      'ಪಾವತಿಯ ದಿನಾಂಕ: 22/11/2026',
      'ಪಾವತಿ ವಿಧಾನ: ನೆಟ್ ಬ್ಯಾಂಕಿಂಗ್',
      'ಪಾವತಿಯ ಗುರುತಿನ ಸಂಖ್ಯೆ: pay_Nx81LhY3',
    ]) {
      assert.ok(sut.text.includes(line), `${line} in\n${sut.text}`);
    }
    assert.ok(sut.html.startsWith('<!DOCTYPE html><html lang="kn">'));
    const withoutIds = (text: string) => text.replace(/RCPT-[\d-]+|pay_\w+/g, ' ');
    assert.deepEqual(englishWords(withoutIds(`${sut.subject}\n${sut.text}`)), []);
    // A fee in Kannada, and the English receipt unchanged (the control: the same check finds its words).
    const fee = paymentReceiptEmail(ctx, { ...receipt, scheme: 'renewal_fee', period: null, language: 'kn' });
    assert.ok(fee.text.includes('ಪಾವತಿಯ ಉದ್ದೇಶ: ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ'), fee.text);
    const english = paymentReceiptEmail(ctx, receipt);
    assert.equal(english.subject, 'Payment receipt RCPT-2026-000123');
    assert.ok(english.text.includes('Period: November 2026'));
    assert.ok(english.text.includes('Payment method: Net banking'));
    assert.ok(englishWords(withoutIds(english.text)).includes('Thank'));
  });
});
