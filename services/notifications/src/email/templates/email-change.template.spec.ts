import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { emailChangeEmail, MailContext } from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

const request = {
  name: 'Asha Rao',
  memberId: 'PHOTO0042',
  email: 'asha.new@studio.example',
  token: 'tok-123_abc',
  validFor: '24 hours',
};

describe('e-mail change confirmation', () => {
  it('gives the new address a link to /confirm-email with the token, built from PUBLIC_URL', () => {
    const sut = emailChangeEmail(ctx, request);
    const link = 'https://members.guild.example/confirm-email?token=tok-123_abc';
    assert.equal(sut.subject, 'Confirm your new e-mail address');
    assert.ok(sut.text.includes(link), sut.text);
    assert.ok(sut.html.includes(`href="${link}"`));
  });

  it('names the member, their member id and the new address, and says how long the link lasts and that it works once', () => {
    const sut = emailChangeEmail(ctx, request);
    for (const line of [
      'Dear Asha Rao,',
      'Member ID: PHOTO0042',
      'New e-mail address: asha.new@studio.example',
      'This link is valid for 24 hours and can be used once.',
      'If you did not ask for this, you can ignore this e-mail',
    ]) {
      assert.ok(sut.text.includes(line), `${line} in\n${sut.text}`);
    }
  });

  it('keeps a path prefix of PUBLIC_URL and encodes the token', () => {
    const sut = emailChangeEmail(
      { ...ctx, publicUrl: 'https://guild.example/portal/' },
      { ...request, token: 'a+b/c' },
    );
    assert.ok(sut.text.includes('https://guild.example/portal/confirm-email?token=a%2Bb%2Fc'), sut.text);
  });

  it('escapes a name with HTML in it', () => {
    const sut = emailChangeEmail(ctx, { ...request, name: '<b>Asha</b>' });
    assert.ok(!sut.html.includes('<b>Asha</b>'));
    assert.ok(sut.html.includes('&lt;b&gt;Asha&lt;/b&gt;'));
  });

  it('names the configured association and support address', () => {
    const sut = emailChangeEmail(ctx, request);
    for (const part of [sut.html, sut.text]) {
      assert.ok(part.includes('Mysuru Photographers Guild'));
      assert.ok(part.includes('help@guild.example'));
    }
  });
});
