import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { creditNoteEmail, MailContext } from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

const refund = {
  name: 'Asha Rao',
  memberId: 'PHOTO0042',
  creditNoteNumber: 'CN-2026-000004',
  receiptNumber: 'RCPT-2026-000123',
  scheme: 'esi',
  amount: '200.00',
  method: 'razorpay',
  reason: 'Moved out of the district',
  reopenedMonths: ['2026-12'],
  refundedAt: '2026-11-30T20:00:00Z',
};

describe('credit note e-mail', () => {
  it('names the credit note in the subject and lists the refund, the receipt, the reason and the months unpaid again', () => {
    const sut = creditNoteEmail(ctx, refund);
    assert.equal(sut.subject, 'Credit note CN-2026-000004');
    for (const line of [
      'Dear Asha Rao,',
      'Credit note number: CN-2026-000004',
      'Against receipt: RCPT-2026-000123',
      'Scheme: ESI',
      'Amount refunded: ₹200.00',
      'Refunded by: Razorpay (to the original payment)',
      'Reason: Moved out of the district',
      'Months unpaid again: December 2026',
      'Refund date: 01/12/2026',
      'Your credit note is attached.',
    ]) {
      assert.ok(sut.text.includes(line), `${line} in:\n${sut.text}`);
    }
  });

  it('says nothing of months when none reopened', () => {
    const sut = creditNoteEmail(ctx, { ...refund, reopenedMonths: [] });
    assert.ok(!sut.text.includes('Months unpaid again'), sut.text);
  });
});
