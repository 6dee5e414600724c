import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  adminNewDeviceEmail,
  adminTwoFactorChangedEmail,
  emailChangedEmail,
  MailContext,
  passwordChangedEmail,
} from '.';

const ctx: MailContext = {
  associationName: 'Karnataka Photographers Welfare Association',
  supportEmail: 'help@kpwa.example',
  publicUrl: 'https://members.kpwa.example',
};
const at = '23/11/2026, ಸಂಜೆ 5:30 (ಭಾರತೀಯ ಕಾಲಮಾನ)';
/** Latin words left in a Kannada e-mail once links, addresses, member ids and what the device sent are out. */
const englishWords = (text: string): string[] =>
  text.replace(/https?:\/\/\S+|\S+@\S+|PHOTO\d+|Firefox/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

describe('security notices in the account’s language (issue 31)', () => {
  it('tells a Kannada member their password was reset, when, and how to act if it was not them', () => {
    const sut = passwordChangedEmail(ctx, { name: 'ಲಕ್ಷ್ಮೀ', how: 'reset', userType: 'member', at, language: 'kn' });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲಾಗಿದೆ');
    assert.ok(sut.text.includes(`${at} ರಂದು ನಿಮಗೆ ಇಮೇಲ್ ಮಾಡಿದ ಲಿಂಕ್ ಮೂಲಕ`), sut.text);
    assert.ok(sut.text.includes('https://members.kpwa.example/forgot-password'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
    // The positive control: the English notice is caught by the same check.
    const english = passwordChangedEmail(ctx, { name: 'Asha', how: 'reset', userType: 'member', at: '23/11/2026' });
    assert.ok(englishWords(english.text).includes('password'));
  });

  it('tells a Kannada member at their old address that the office changed it, with the restore link', () => {
    const sut = emailChangedEmail(ctx, {
      name: 'ಲಕ್ಷ್ಮೀ',
      memberId: 'PHOTO0042',
      oldEmail: 'old@example.org',
      newEmail: 'new@example.org',
      changedBy: 'admin',
      token: 'tok',
      validFor: '7 ದಿನಗಳ',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಬದಲಾಗಿದೆ');
    assert.ok(sut.text.includes('ಸಂಘದ ಕಚೇರಿಯು ಬದಲಾಯಿಸಿದೆ'), sut.text);
    assert.ok(sut.text.includes('ಈ ಲಿಂಕ್ 7 ದಿನಗಳ ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ'), sut.text);
    assert.ok(sut.text.includes('https://members.kpwa.example/restore-email?token=tok'), sut.text);
    assert.deepEqual(englishWords(sut.text), []);
  });

  it('tells a Kannada admin of a new device, of two-factor sign-in turned on or off, and of its reset', () => {
    const device = adminNewDeviceEmail(ctx, { name: 'ಮೀರಾ', at, ipAddress: null, browser: 'Firefox', language: 'kn' });
    assert.equal(device.subject, 'ನಿಮ್ಮ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಹೊಸ ಸೈನ್ ಇನ್');
    assert.ok(device.text.includes('ನೆಟ್‌ವರ್ಕ್ ವಿಳಾಸ: ತಿಳಿದಿಲ್ಲ'), device.text);
    const on = adminTwoFactorChangedEmail(ctx, { name: 'ಮೀರಾ', enabled: true, at, language: 'kn' });
    assert.ok(on.text.includes('ಮರುಪ್ರಾಪ್ತಿ ಕೋಡ್‌ಗಳನ್ನು ಸುರಕ್ಷಿತ ಸ್ಥಳದಲ್ಲಿ ಇಡಿ'), on.text);
    const off = adminTwoFactorChangedEmail(ctx, { name: 'ಮೀರಾ', enabled: false, at, language: 'kn' });
    assert.equal(off.subject, 'ನಿಮ್ಮ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆಫ್ ಮಾಡಲಾಗಿದೆ');
    const reset = adminTwoFactorChangedEmail(ctx, {
      name: 'ಮೀರಾ',
      enabled: false,
      at,
      resetBy: 'ಅನಿಲ್ ಶೆಟ್ಟಿ',
      language: 'kn',
    });
    assert.ok(reset.text.includes('ಅನಿಲ್ ಶೆಟ್ಟಿ ಅವರು'), reset.text);
    // An administrator identity could not name: said in Kannada, without the honorific a name takes.
    const unnamed = adminTwoFactorChangedEmail(ctx, { name: 'ಮೀರಾ', enabled: false, at, resetBy: '', language: 'kn' });
    assert.ok(unnamed.text.includes(`${at} ರಂದು ನಿರ್ವಾಹಕರೊಬ್ಬರು ನಿಮ್ಮ`), unnamed.text);
    const english = adminTwoFactorChangedEmail(ctx, { name: 'Meera', enabled: false, at: 'now', resetBy: '' });
    assert.ok(english.text.includes('An administrator reset the two-factor sign-in'), english.text);
    for (const mail of [device, on, off, reset, unnamed]) {
      assert.deepEqual(englishWords(`${mail.subject}\n${mail.text}`), [], mail.subject);
    }
  });
});
