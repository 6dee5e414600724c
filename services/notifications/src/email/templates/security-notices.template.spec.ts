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
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

describe('security notices', () => {
  it('tells of a changed or reset password, when, and how to act if it was not the owner', () => {
    const changed = passwordChangedEmail(ctx, { name: 'Asha', how: 'changed', userType: 'member', at: '1 Dec 2026' });
    assert.equal(changed.subject, 'Your password was changed');
    assert.ok(changed.text.includes('was changed on 1 Dec 2026'), changed.text);
    assert.ok(changed.text.includes('https://members.guild.example/forgot-password'));
    assert.ok(changed.text.includes('help@guild.example'));
    const reset = passwordChangedEmail(ctx, { name: 'Asha', how: 'reset', userType: 'member', at: '1 Dec 2026' });
    assert.equal(reset.subject, 'Your password was reset');
  });

  it('gives the old address both addresses and the restore link, escaping what the member typed', () => {
    const sut = emailChangedEmail(ctx, {
      name: 'Asha <b>Rao</b>',
      memberId: 'PHOTO0042',
      oldEmail: 'asha@old.example',
      newEmail: 'asha@new.example',
      changedBy: 'admin',
      token: 'tok-1_2',
      validFor: '7 days',
    });
    const link = 'https://members.guild.example/restore-email?token=tok-1_2';
    assert.ok(sut.text.includes(link) && sut.html.includes(`href="${link}"`));
    assert.ok(sut.text.includes('asha@old.example') && sut.text.includes('asha@new.example'));
    assert.ok(sut.text.includes('by the association’s office'), 'says an admin made the change');
    assert.ok(sut.text.includes('valid for 7 days'));
    assert.ok(!sut.html.includes('<b>Rao</b>'), 'the name is escaped');
  });

  it('tells an admin that two-factor sign-in was turned on or off, when, and what to do if it was not them', () => {
    const on = adminTwoFactorChangedEmail(ctx, { name: 'Meera', enabled: true, at: '1 Dec 2026 at 10:00 IST' });
    assert.equal(on.subject, 'Two-factor sign-in was turned on for your account');
    assert.ok(on.text.includes('turned on for your Mysuru Photographers Guild admin account on 1 Dec 2026'), on.text);
    assert.ok(on.text.includes('recovery codes'));
    const off = adminTwoFactorChangedEmail(ctx, { name: 'Meera', enabled: false, at: 'now' });
    assert.equal(off.subject, 'Two-factor sign-in was turned off for your account');
    assert.ok(off.text.includes('change your password at once') && off.text.includes('help@guild.example'));
  });

  it('tells an admin which administrator reset their two-factor sign-in, and to set it up again', () => {
    const sut = adminTwoFactorChangedEmail(ctx, { name: 'Meera', enabled: false, at: 'now', resetBy: 'Asha <Rao>' });
    assert.equal(sut.subject, 'Your two-factor sign-in was reset by an administrator');
    assert.ok(
      sut.text.includes('Asha <Rao> reset the two-factor sign-in of your Mysuru Photographers Guild'),
      sut.text,
    );
    assert.ok(sut.text.includes('Set up two-factor sign-in again from your Profile'));
    assert.ok(sut.text.includes('help@guild.example'));
    assert.ok(!sut.html.includes('<Rao>'), 'the name is escaped');
  });

  it('names the address and browser of an admin’s new-device sign-in, or says they are unknown', () => {
    const sut = adminNewDeviceEmail(ctx, { name: 'Meera', at: 'now', ipAddress: null, browser: 'Firefox' });
    assert.equal(sut.subject, 'New sign-in to your admin account');
    assert.ok(sut.text.includes('Address: unknown') && sut.text.includes('Browser: Firefox'), sut.text);
  });
});
