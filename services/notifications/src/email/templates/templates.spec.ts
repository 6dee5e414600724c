import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  composeEmail,
  contactConfirmationEmail,
  contactMessageEmail,
  MailContext,
  memberApprovedEmail,
  memberRejectedEmail,
  membershipRenewedEmail,
  paragraph,
  passwordResetEmail,
  passwordSetupEmail,
  paymentReceiptEmail,
  registrationReceivedEmail,
  validityOf,
} from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};
const hostile = '<script>alert("x")</script> & Co\'s';

describe('e-mail templates', () => {
  it('escapes a name with HTML in it, so the applicant sees text and no script runs', () => {
    const sut = registrationReceivedEmail(ctx, { name: hostile, memberId: 'PHOTO0042' });
    assert.ok(!sut.html.includes('<script>'), 'no raw tag in the HTML');
    assert.ok(sut.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s'));
    assert.ok(sut.text.includes(hostile), 'the text part shows the name as typed');
  });

  it('escapes every value of a contact message: name, e-mail, subject and message', () => {
    const sut = contactMessageEmail(ctx, {
      name: hostile,
      email: 'a@b.example',
      subject: '<b>Hi</b>',
      message: '<img src=x onerror=alert(1)>\nline 2',
    });
    assert.ok(!/<script|<b>|<img/.test(sut.html));
    assert.ok(
      sut.html.includes('&lt;img src=x onerror=alert(1)&gt;<br>line 2'),
      'message lines kept, tags shown as text',
    );
  });

  it('escapes a rejection reason written by an admin', () => {
    const sut = memberRejectedEmail(ctx, { name: 'Asha Rao', reason: 'Photo <unclear> & blurred' });
    assert.ok(sut.html.includes('Photo &lt;unclear&gt; &amp; blurred'));
    assert.ok(sut.text.includes('Photo <unclear> & blurred'));
  });

  it('builds the set-up link from PUBLIC_URL with the token, in the approval e-mail', () => {
    const sut = memberApprovedEmail(ctx, {
      name: 'Asha Rao',
      memberId: 'PHOTO0042',
      token: 'abc123def456',
      validFor: '24 hours',
    });
    const link = 'https://members.guild.example/setup-password?token=abc123def456';
    assert.ok(sut.text.includes(link));
    assert.ok(sut.html.includes(`href="${link}"`));
    assert.ok(sut.text.includes('PHOTO0042'));
    assert.ok(sut.text.includes('valid for 24 hours'));
  });

  it('keeps a path prefix of PUBLIC_URL and encodes the token in links', () => {
    const sut = passwordResetEmail(
      { ...ctx, publicUrl: 'https://guild.example/portal/' },
      { name: 'Asha', token: 'a+b/c=&d', validFor: '1 hour' },
    );
    assert.ok(sut.text.includes('https://guild.example/portal/reset-password?token=a%2Bb%2Fc%3D%26d'));
    assert.ok(sut.text.includes('valid for 1 hour'));
  });

  it('sends requested set-up links to /setup-password and resets to /reset-password', () => {
    assert.ok(
      passwordSetupEmail(ctx, { name: 'A', token: 'tok-1', validFor: '24 hours' }).text.includes(
        'https://members.guild.example/setup-password?token=tok-1',
      ),
    );
    assert.ok(
      passwordResetEmail(ctx, { name: 'A', token: 'tok-2', validFor: '1 hour' }).text.includes(
        'https://members.guild.example/reset-password?token=tok-2',
      ),
    );
  });

  it('names the configured association and support address in every e-mail', () => {
    const all = [
      registrationReceivedEmail(ctx, { name: 'A', memberId: 'PHOTO0001' }),
      memberApprovedEmail(ctx, { name: 'A', memberId: 'PHOTO0001', token: 't', validFor: '24 hours' }),
      memberRejectedEmail(ctx, { name: 'A', reason: null }),
      passwordSetupEmail(ctx, { name: 'A', token: 't', validFor: '24 hours' }),
      passwordResetEmail(ctx, { name: 'A', token: 't', validFor: '1 hour' }),
      contactMessageEmail(ctx, { name: 'A', email: 'a@b.example', subject: 'Hello', message: 'Hello there, friends' }),
      contactConfirmationEmail(ctx, { name: 'A' }),
      paymentReceiptEmail(ctx, {
        name: 'A',
        memberId: 'PHOTO0001',
        receiptNumber: 'RCPT-2026-000001',
        scheme: 'esi',
        amount: '200.00',
        period: null,
        paymentMethod: null,
        paymentId: null,
        paidAt: '2026-11-21T10:00:00.000Z',
      }),
    ];
    for (const sut of all) {
      for (const part of [sut.html, sut.text]) {
        assert.ok(part.includes('Mysuru Photographers Guild'), sut.subject);
        assert.ok(part.includes('help@guild.example'), sut.subject);
      }
      assert.ok(!sut.text.includes('Karnataka'), 'no hard-coded association name');
    }
  });

  it('tells a rejected applicant the reason, or a neutral sentence when none was given', () => {
    assert.ok(
      memberRejectedEmail(ctx, { name: 'A', reason: 'Incomplete documents' }).text.includes('> Incomplete documents'),
    );
    const none = memberRejectedEmail(ctx, { name: 'A', reason: '  ' });
    assert.ok(none.text.includes('No specific reason was recorded for this decision.'));
    assert.ok(!none.text.includes('The reason given'));
  });

  it('tells the applicant their member id and that an admin will review the application', () => {
    const sut = registrationReceivedEmail(ctx, { name: 'Asha Rao', memberId: 'PHOTO0042' });
    assert.ok(sut.subject.includes('PHOTO0042'));
    assert.ok(sut.text.startsWith('Dear Asha Rao,'));
    assert.match(sut.text, /An administrator will review your application/);
  });

  it("does not repeat the visitor's message in the confirmation sent to the address they typed", () => {
    const sut = contactConfirmationEmail(ctx, { name: 'Ravi' });
    assert.ok(sut.text.includes('Dear Ravi,'));
    assert.ok(sut.text.includes('will get back to you soon'));
    assert.ok(!sut.text.includes('Contact form'));
  });

  it('keeps a subject typed with line breaks on one line', () => {
    const sut = contactMessageEmail(ctx, {
      name: 'A',
      email: 'a@b.example',
      subject: 'Hi\r\nBcc: victim@example.org',
      message: 'Hello there, friends',
    });
    assert.equal(sut.subject, 'Contact form: Hi Bcc: victim@example.org');
    assert.ok(!/[\r\n]/.test(composeEmail(ctx, { subject: 'a\nb', blocks: [paragraph('x')] }).subject));
  });
});

describe('validityOf', () => {
  it('says how long a link lasts from its expiry and issue time', () => {
    assert.equal(validityOf('2025-01-02T10:00:00.000Z', '2025-01-01T10:00:00.000Z', 1), '24 hours');
    assert.equal(validityOf('2025-01-01T11:00:00.000Z', '2025-01-01T10:00:00.000Z', 24), '1 hour');
  });

  it('falls back to the usual duration when the times are missing or odd', () => {
    assert.equal(validityOf('not a date', '2025-01-01T10:00:00.000Z', 24), '24 hours');
    assert.equal(validityOf('2025-01-01T10:00:00.000Z', '2025-01-01T10:00:00.000Z', 1), '1 hour');
  });

  it('tells a renewed member their new validity in Indian date format and the amount paid', () => {
    const sut = membershipRenewedEmail(ctx, {
      name: 'Asha Rao',
      memberId: 'PHOTO0042',
      // 23:00 UTC is already the next day in India.
      validUntil: '2027-11-21T23:00:00.000Z',
      amount: '2000.00',
    });
    assert.equal(sut.subject, 'Your membership of the Mysuru Photographers Guild has been renewed');
    assert.ok(sut.text.includes('Member ID: PHOTO0042'), sut.text);
    assert.ok(sut.text.includes('Valid until: 22/11/2027'), sut.text);
    assert.ok(sut.text.includes('Amount paid: ₹2,000.00'), sut.text);
    assert.ok(sut.text.includes('https://members.guild.example/member-dashboard'));
  });
});

describe('payment receipt e-mail', () => {
  const receipt = {
    name: 'Asha Rao',
    memberId: 'PHOTO0042',
    receiptNumber: 'RCPT-2026-000123',
    scheme: 'kutumba_barosa',
    amount: '1200.00',
    period: '2026-11',
    paymentMethod: 'upi',
    paymentId: 'pay_Nx81LhY3',
    // 20:00 UTC is already the next day in India.
    paidAt: '2026-11-21T20:00:00.000Z',
  };

  it('names the receipt in the subject and lists scheme, amount in rupees, period, date and payment id', () => {
    const sut = paymentReceiptEmail(ctx, receipt);
    assert.equal(sut.subject, 'Payment receipt RCPT-2026-000123');
    assert.ok(sut.text.startsWith('Dear Asha Rao,'), sut.text);
    for (const line of [
      'Receipt number: RCPT-2026-000123',
      'Member ID: PHOTO0042',
      'Scheme: Kutumba Barosa',
      'Amount: ₹1,200.00',
      'Period: November 2026',
      'Payment date: 22/11/2026',
      'Payment method: UPI',
      'Payment ID: pay_Nx81LhY3',
      'Your receipt is attached.',
    ]) {
      assert.ok(sut.text.includes(line), `${line} in\n${sut.text}`);
    }
    assert.ok(sut.html.includes('₹1,200.00'));
  });

  it('leaves out the period and payment id of a payment recorded in the office without them', () => {
    const sut = paymentReceiptEmail(ctx, { ...receipt, period: null, paymentId: null, paymentMethod: 'cash' });
    assert.ok(!sut.text.includes('Period:'));
    assert.ok(!sut.text.includes('Payment ID:'));
    assert.ok(sut.text.includes('Payment method: Cash'));
  });
});
