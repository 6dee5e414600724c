import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { adminInvitationEmail, contactConfirmationEmail, MailContext } from '.';

const ctx: MailContext = {
  associationName: 'Karnataka Photographers Welfare Association',
  supportEmail: 'help@kpwa.example',
  publicUrl: 'https://members.kpwa.example',
};
const footer =
  'Regards,\nKarnataka Photographers Welfare Association\n\n--\n' +
  'Karnataka Photographers Welfare Association · help@kpwa.example · https://members.kpwa.example\n';
/** Latin words left in a Kannada e-mail once links, addresses and the names people typed are out. */
const englishWords = (text: string): string[] =>
  text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

const invitation = {
  name: 'Anil Shetty',
  invitedBy: 'Meera Rao',
  role: 'treasurer',
  email: 'anil@kpwa.example',
  token: 'tok-1',
} as const;

describe('the contact confirmation in the language of the visitor’s request (issue 31)', () => {
  it('stays word for word as it was in English', () => {
    const sut = contactConfirmationEmail(ctx, { name: 'Ravi Kumar' });
    assert.equal(sut.subject, 'We received your message – Karnataka Photographers Welfare Association');
    assert.equal(
      sut.text,
      'Dear Ravi Kumar,\n\n' +
        'Thank you for contacting the Karnataka Photographers Welfare Association. ' +
        'We have received your message and will get back to you soon.\n\n' +
        'Office hours: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM.\n\n' +
        footer,
    );
  });

  it('thanks a visitor who wrote in Kannada in Kannada, with the office hours as the Contact section has them', () => {
    const sut = contactConfirmationEmail(ctx, { name: 'ರವಿ ಕುಮಾರ್', language: 'kn' });
    assert.equal(sut.subject, 'ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ – ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ');
    assert.ok(sut.text.startsWith('ಆತ್ಮೀಯ ರವಿ ಕುಮಾರ್,\n\n'), sut.text);
    assert.ok(sut.text.includes('ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ ಬೆಳಿಗ್ಗೆ 9:00 ರಿಂದ ಸಂಜೆ 6:00'), sut.text);
    assert.match(sut.html, /<html lang="kn">/);
    assert.deepEqual(englishWords(`${sut.subject}\n${sut.text}`), []);
    // The positive control: the same check finds the English e-mail's words.
    assert.ok(englishWords(contactConfirmationEmail(ctx, { name: 'Ravi' }).text).includes('message'));
  });
});

describe('the admin invitation in the language the inviting admin works in (issue 31)', () => {
  it('stays word for word as it was in English', () => {
    const sut = adminInvitationEmail(ctx, { ...invitation, expiresAt: '30/11/2026 at 3:15 pm IST' });
    assert.equal(sut.subject, 'You are invited to the Karnataka Photographers Welfare Association admin portal');
    assert.equal(
      sut.text,
      'Dear Anil Shetty,\n\n' +
        'Meera Rao has invited you to an admin account of the Karnataka Photographers Welfare Association portal. ' +
        'Choose a password with the link below to start using it.\n\n' +
        'Role: Treasurer\nSign-in e-mail: anil@kpwa.example\nLink valid until: 30/11/2026 at 3:15 pm IST\n\n' +
        'Accept the invitation:\nhttps://members.kpwa.example/accept-invitation?token=tok-1\n\n' +
        'The link can be used once. If it has expired, ask an administrator to send a new one. ' +
        'If you did not expect this invitation, you can ignore this e-mail, or write to help@kpwa.example.\n\n' +
        footer,
    );
  });

  it('invites in Kannada: who invited, the role by the glossary, until when, and the link', () => {
    const sut = adminInvitationEmail(ctx, {
      ...invitation,
      name: 'ಅನಿಲ್ ಶೆಟ್ಟಿ',
      invitedBy: 'ಮೀರಾ ರಾವ್',
      expiresAt: '30/11/2026, ಮಧ್ಯಾಹ್ನ 3:15 (ಭಾರತೀಯ ಕಾಲಮಾನ)',
      language: 'kn',
    });
    assert.equal(sut.subject, 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದ ನಿರ್ವಾಹಕರ ಪೋರ್ಟಲ್‌ಗೆ ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಲಾಗಿದೆ');
    assert.ok(sut.text.startsWith('ಆತ್ಮೀಯ ಅನಿಲ್ ಶೆಟ್ಟಿ,\n\nಮೀರಾ ರಾವ್ ನಿಮ್ಮನ್ನು'), sut.text);
    assert.ok(sut.text.includes('ಪಾತ್ರ: ಖಜಾಂಚಿ\n'), sut.text);
    assert.ok(sut.text.includes('ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿಯುವುದು: 30/11/2026, ಮಧ್ಯಾಹ್ನ 3:15 (ಭಾರತೀಯ ಕಾಲಮಾನ)'), sut.text);
    const link = 'https://members.kpwa.example/accept-invitation?token=tok-1';
    assert.ok(sut.text.includes(`ಆಹ್ವಾನವನ್ನು ಸ್ವೀಕರಿಸಿ:\n${link}`) && sut.html.includes(`href="${link}"`), sut.text);
    assert.match(sut.html, /<html lang="kn">/);
    assert.deepEqual(englishWords(`${sut.subject}\n${sut.text}`), []);
  });

  it('names each role in Kannada, and an inviter or invitee it does not know by a Kannada word', () => {
    const roleOf = (role: 'admin' | 'secretary' | 'viewer') =>
      /ಪಾತ್ರ: (.+)\n/.exec(adminInvitationEmail(ctx, { ...invitation, role, expiresAt: 'x', language: 'kn' }).text)?.[1];
    assert.deepEqual([roleOf('admin'), roleOf('secretary'), roleOf('viewer')], ['ನಿರ್ವಾಹಕರು', 'ಕಾರ್ಯದರ್ಶಿ', 'ವೀಕ್ಷಕರು']);
    const unnamed = adminInvitationEmail(ctx, {
      ...invitation,
      name: ' ',
      invitedBy: '',
      expiresAt: 'x',
      language: 'kn',
    });
    assert.ok(unnamed.text.startsWith('ಆತ್ಮೀಯ ನಿರ್ವಾಹಕರೇ,\n\nನಿರ್ವಾಹಕರೊಬ್ಬರು ನಿಮ್ಮನ್ನು'), unnamed.text);
    const english = adminInvitationEmail(ctx, { ...invitation, name: '', invitedBy: ' ', expiresAt: 'x' });
    assert.ok(english.text.startsWith('Dear there,\n\nAn administrator has invited you'), english.text);
  });
});
