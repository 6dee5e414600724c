import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { adminInvitationEmail as sut, MailContext } from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example/portal/',
};

describe('the admin invitation e-mail', () => {
  const mail = sut(ctx, {
    name: 'Anil <i>Shetty</i>',
    invitedBy: 'Meera Rao',
    role: 'treasurer',
    email: 'anil@guild.example',
    token: 'tok-1_2',
    expiresAt: '30 Nov 2026 at 3:15 PM IST',
  });

  it('says who invited them, with which role, and until when the link works', () => {
    assert.ok(mail.text.includes('Meera Rao has invited you'), mail.text);
    assert.ok(mail.text.includes('Role: Treasurer'));
    assert.ok(mail.text.includes('Link valid until: 30 Nov 2026 at 3:15 PM IST'));
    assert.ok(mail.text.includes('Sign-in e-mail: anil@guild.example'));
  });

  it('links to the accept page under PUBLIC_URL, and escapes the name the inviter typed', () => {
    const link = 'https://members.guild.example/portal/accept-invitation?token=tok-1_2';
    assert.ok(mail.text.includes(link) && mail.html.includes(`href="${link}"`), mail.text);
    assert.ok(!mail.html.includes('<i>Shetty</i>'));
  });
});
