import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MailContext } from '.';
import { dataCopyReadyEmail } from './data-copy-ready.template';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

describe('a copy of your data is ready (issue 32)', () => {
  const sut = dataCopyReadyEmail(ctx, {
    name: 'Asha Rao',
    memberId: 'PHOTO0042',
    until: '5 December 2026',
    link: 'https://members.guild.example/profile-settings',
  });

  it('sends the member to Profile Settings to sign in and download it, with the last day it can be', () => {
    assert.equal(sut.subject, 'Your copy of your data is ready');
    assert.ok(sut.html.includes('href="https://members.guild.example/profile-settings"'));
    for (const line of ['Dear Asha Rao,', 'PHOTO0042', '5 December 2026', 'only downloaded after you sign in'])
      assert.ok(sut.text.includes(line), `${line} in ${sut.text}`);
  });

  it('carries no download link of its own: the file is only given to the signed-in member', () => {
    assert.equal(/data-copies|download\?|\.zip/.test(sut.text + sut.html), false);
  });
});
