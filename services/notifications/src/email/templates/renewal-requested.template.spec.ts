import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MailContext, renewalRequestedEmail } from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

describe('renewal requested e-mail', () => {
  it('tells the member the request arrived, the fee, the validity it gives and how to pay', () => {
    const sut = renewalRequestedEmail(ctx, {
      name: 'Asha Rao',
      memberId: 'PHOTO0042',
      amount: '2000.00',
      // 23:00 UTC is already the next day in India.
      renewsUntil: '2027-11-21T23:00:00.000Z',
    });
    assert.equal(sut.subject, 'We have received your membership renewal request');
    assert.doesNotMatch(sut.subject, /renewed/, 'not mistaken for the e-mail sent once the renewal is paid');
    for (const line of [
      'Dear Asha Rao,',
      'we have received your request to renew your membership of the Mysuru Photographers Guild',
      'Member ID: PHOTO0042',
      'Renewal fee: ₹2,000.00',
      'Valid until, once paid: 22/11/2027',
      'online from the member portal (https://members.guild.example/member-dashboard)',
      "or at the association's office",
    ]) {
      assert.ok(sut.text.includes(line), `${line}\n${sut.text}`);
    }
  });

  it('leaves out the validity when the event did not carry it', () => {
    const sut = renewalRequestedEmail(ctx, {
      name: 'Asha Rao',
      memberId: 'PHOTO0042',
      amount: '2000.00',
      renewsUntil: null,
    });
    assert.ok(!sut.text.includes('Valid until'), sut.text);
    assert.ok(sut.text.includes('Renewal fee: ₹2,000.00'), sut.text);
  });
});
