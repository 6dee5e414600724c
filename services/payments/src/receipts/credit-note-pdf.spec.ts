import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { extractPdfText } from '@portal/testing';
import { CreditNoteData, creditNoteFileName, renderCreditNotePdf as sut } from './receipt-pdf';
import { englishWords, kannadaPdfText } from './receipt-pdf-fixtures';

function creditNote(overrides: Partial<CreditNoteData> = {}): CreditNoteData {
  return {
    associationName: "Karnataka Photographers' Welfare Association",
    creditNoteNumber: 'CN-2026-000004',
    memberName: 'Asha Rao',
    memberCode: 'PHOTO0007',
    scheme: 'esi',
    receiptNumber: 'RCPT-2026-000123',
    amount: '200.00',
    paymentAmount: '400.00',
    method: 'razorpay',
    reference: 'rfnd_N9x2Qa7LmT4bZc',
    reason: 'Moved out of the district',
    reopenedMonths: ['2026-12'],
    refundedAt: new Date('2026-11-30T20:00:00Z'),
    issuedAt: new Date('2026-11-30T20:00:05Z'),
    ...overrides,
  };
}

describe('renderCreditNotePdf', () => {
  it('titles the page Credit Note with its number and lists the refund against the receipt it returns money from', async () => {
    const { text } = await extractPdfText(await sut(creditNote()));
    for (const expected of [
      'Credit Note',
      'Credit Note No: CN-2026-000004',
      'RCPT-2026-000123',
      '₹400.00',
      '₹200.00',
      'Razorpay (to the original payment)',
      'rfnd_N9x2Qa7LmT4bZc',
      'Moved out of the district',
      'December 2026',
      // 01:30 on 1 December in India.
      '01/12/2026',
      'This is a computer-generated credit note.',
    ]) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
    assert.ok(!text.includes('Payment Receipt'), 'not titled as a receipt');
  });

  it('leaves out the months line when no month was reopened, and names an office refund by its method', async () => {
    const { text } = await extractPdfText(
      await sut(creditNote({ reopenedMonths: [], method: 'cheque', reference: 'CHQ 1' })),
    );
    assert.ok(!text.includes('Months unpaid again'), text);
    assert.ok(text.includes('Cheque'), text);
    assert.ok(text.includes('CHQ 1'), text);
  });

  it('names the download after the credit note number', () => {
    assert.equal(creditNoteFileName('CN-2026-000004'), 'credit-note-CN-2026-000004.pdf');
  });
});

describe('renderCreditNotePdf for a member who reads Kannada', () => {
  it('prints its own words, the refund method and the reopened month in Kannada, the name and figures as written', async () => {
    const pdf = await sut(creditNote({ language: 'kn', memberName: 'ರವಿ ಕುಮಾರ್', scheme: 'joining_fee' }));
    const text = await kannadaPdfText(pdf);
    for (const expected of [
      'ಕ್ರೆಡಿಟ್ ನೋಟ್',
      'ಕ್ರೆಡಿಟ್ ನೋಟ್ ಸಂಖ್ಯೆ: CN-2026-000004',
      'ರವಿ ಕುಮಾರ್',
      'ಪಾವತಿಯ ಉದ್ದೇಶ',
      'ಪ್ರವೇಶ ಶುಲ್ಕ',
      'ಸಂಬಂಧಿತ ರಶೀದಿ',
      'RCPT-2026-000123',
      'ಪಾವತಿಯ ಮೊತ್ತ',
      '₹400.00',
      'ಮರುಪಾವತಿಸಿದ ಮೊತ್ತ',
      '₹200.00',
      'ರೇಜರ್‌ಪೇ (ಮೂಲ ಪಾವತಿಗೆ)',
      'ಉಲ್ಲೇಖ',
      'ಕಾರಣ',
      'Moved out of the district',
      'ಮತ್ತೆ ಬಾಕಿ ಇರುವ ತಿಂಗಳುಗಳು',
      'ಡಿಸೆಂಬರ್ 2026',
      'ಮರುಪಾವತಿ ದಿನಾಂಕ',
      '01/12/2026',
      'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ಕ್ರೆಡಿಟ್ ನೋಟ್.',
    ]) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
    for (const english of [...englishWords('pdf.', 'creditNote.'), 'December', 'Joining fee']) {
      assert.ok(!text.includes(english), `'${english}' left in:\n${text}`);
    }
  });
});
