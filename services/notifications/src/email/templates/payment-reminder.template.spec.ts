import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MailContext, paymentReminderEmail } from '.';
import { paymentReminderText } from './notification.template';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};
const due = { scheme: 'esi', amount: '200.00', dueDate: '2026-10-31T18:30:00.000Z' };

describe('payment-due reminder (issue 33: pay by link)', () => {
  it("carries the due's payment link, to pay without signing in, in the notification and the e-mail", () => {
    const paymentLinkUrl = 'https://rzp.io/i/AbC1234';
    const text = paymentReminderText({ ...due, paymentLinkUrl });
    assert.match(text.message, /Pay it without signing in: https:\/\/rzp\.io\/i\/AbC1234/);
    const sut = paymentReminderEmail(ctx, { name: 'Asha Rao', memberId: 'KPWA0042', ...due, paymentLinkUrl });
    assert.ok(sut.text.includes(`no sign-in needed: ${paymentLinkUrl}`), sut.text);
    assert.ok(sut.html.includes(paymentLinkUrl));
    assert.ok(sut.text.includes('https://members.guild.example/make-payment?scheme=esi'), 'the portal way too');
  });

  it('without a link (online payment off, Razorpay down) sends the member to the dashboard as before', () => {
    const text = paymentReminderText(due);
    assert.match(text.message, /Please pay it from your member dashboard\.$/);
    const sut = paymentReminderEmail(ctx, { name: 'Asha Rao', memberId: 'KPWA0042', ...due });
    assert.ok(!sut.text.includes('sign-in'), sut.text);
  });
});
