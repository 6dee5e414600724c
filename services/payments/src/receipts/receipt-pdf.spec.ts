import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, extractPdfText, PdfText, popplerText, printedInks } from '@portal/testing';
import {
  formatReceiptAmount,
  formatReceiptPeriod,
  receiptFileName,
  ReceiptData,
  renderReceiptPdf as sut,
} from './receipt-pdf';
import { englishWords, kannadaPdfText } from './receipt-pdf-fixtures';

function receipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    associationName: "Karnataka Photographers' Welfare Association",
    associationAddress: 'No. 12, 2nd Cross, Gandhinagar, Bengaluru 560009',
    receiptNumber: 'RCPT-2026-000123',
    memberName: 'Asha Rao',
    memberCode: 'PHOTO0007',
    scheme: 'esi',
    period: '2026-11',
    amount: '100000.00',
    paymentMethod: 'upi',
    razorpayPaymentId: 'pay_N9x2Qa7LmT4bZc',
    transactionId: null,
    // 01:30 on 1 December in India: a UTC date would show 30/11/2026.
    paidAt: new Date('2026-11-30T20:00:00Z'),
    issuedAt: new Date('2026-11-30T20:00:05Z'),
    ...overrides,
  };
}

describe('renderReceiptPdf', () => {
  let pdf: Buffer;
  let read: PdfText;

  beforeAll(async () => {
    pdf = await sut(receipt());
    read = await extractPdfText(pdf);
  });

  it('produces a one-page PDF that a reader opens', () => {
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(read.pages.length, 1);
  });

  it('names the receipt and the association in the file properties', () => {
    assert.equal(read.info.Title, 'Payment Receipt RCPT-2026-000123');
    assert.equal(read.info.Author, "Karnataka Photographers' Welfare Association");
  });

  it('shows the association, the title, the receipt number and the footer note', () => {
    assert.match(read.text, /Karnataka Photographers' Welfare Association/);
    assert.match(read.text, /Gandhinagar, Bengaluru 560009/);
    assert.match(read.text, /Payment Receipt/);
    assert.match(read.text, /RCPT-2026-000123/);
    assert.match(read.text, /This is a computer-generated receipt\./);
  });

  it('shows who paid: member name and member id', () => {
    assert.match(read.text, /Asha Rao/);
    assert.match(read.text, /PHOTO0007/);
  });

  it('shows the scheme by its label, the month by name and the method by its label', () => {
    assert.match(read.text, /\bESI\b/);
    assert.match(read.text, /November 2026/);
    assert.match(read.text, /\bUPI\b/);
    assert.doesNotMatch(read.text, /\besi\b|\bupi\b|2026-11\b/);
  });

  it('shows the amount with Indian digit grouping and paise', () => {
    assert.match(read.text, /₹1,00,000\.00/);
  });

  it('shows the Razorpay payment id', () => {
    assert.match(read.text, /pay_N9x2Qa7LmT4bZc/);
  });

  it('dates the payment by the day in India, dd/mm/yyyy', () => {
    assert.match(read.text, /Paid on\s+01\/12\/2026/);
    assert.doesNotMatch(read.text, /30\/11\/2026/);
  });

  it('gives the same bytes for the same receipt, so a re-rendered receipt matches the stored one', async () => {
    assert.ok((await sut(receipt())).equals(pdf));
  });
});

describe('renderReceiptPdf for an office payment', () => {
  it('shows the transaction id and method of a payment recorded by the admin, without a Razorpay id', async () => {
    const { text } = await extractPdfText(
      await sut(
        receipt({
          scheme: 'kutumba_barosa',
          paymentMethod: 'bank_transfer',
          razorpayPaymentId: null,
          transactionId: 'UTR20261130001',
          period: 'October – December 2026',
          amount: '1200.00',
        }),
      ),
    );
    assert.match(text, /Kutumba Barosa/);
    assert.match(text, /Bank transfer/);
    assert.match(text, /UTR20261130001/);
    assert.match(text, /October – December 2026/);
    assert.match(text, /₹1,200\.00/);
    assert.doesNotMatch(text, /Payment ID/);
  });

  it('stays on one page with a long association name and address and no period or method', async () => {
    const { pages, text } = await extractPdfText(
      await sut(
        receipt({
          associationName: `${"Karnataka Photographers' Welfare Association ".repeat(3)}(Regd.)`,
          associationAddress:
            'Second floor, Press Club Building, Cubbon Park, Kasturba Road, Bengaluru 560001, Karnataka',
          period: null,
          paymentMethod: null,
        }),
      ),
    );
    assert.equal(pages.length, 1);
    assert.match(text, /Period\s+—/);
    assert.match(text, /Payment method\s+—/);
  });

  it('refuses an amount that is not a number rather than printing a wrong receipt', async () => {
    await assert.rejects(sut(receipt({ amount: 'twelve hundred' })), /numeric amount/);
  });
});

describe('receipt formatting', () => {
  it('groups amounts the Indian way with two decimals', () => {
    assert.equal(formatReceiptAmount('1200.00'), '₹1,200.00');
    assert.equal(formatReceiptAmount('12345678.9'), '₹1,23,45,678.90');
    assert.equal(formatReceiptAmount('200'), '₹200.00');
  });

  it('names a YYYY-MM period by its month and keeps other text as written', () => {
    assert.equal(formatReceiptPeriod('2026-01'), 'January 2026');
    assert.equal(formatReceiptPeriod('2026-12'), 'December 2026');
    assert.equal(formatReceiptPeriod('Jan–Mar 2026'), 'Jan–Mar 2026');
    assert.equal(formatReceiptPeriod(null), '—');
  });

  it('names the download after the receipt number', () => {
    assert.equal(receiptFileName('RCPT-2026-000123'), 'receipt-RCPT-2026-000123.pdf');
    assert.equal(receiptFileName('RCPT/2026 7'), 'receipt-RCPT-2026-7.pdf');
  });
});

describe('renderReceiptPdf for a member who wrote their name in Kannada', () => {
  it('prints the name and the association as written', async () => {
    const pdf = await sut(receipt({ memberName: 'ರವಿ ಕುಮಾರ್', associationName: 'ಛಾಯಾಗ್ರಾಹಕರ ಸಂಘ' }));
    assert.match(pdf.toString('latin1'), /NotoSansKannada/);
    const { text } = await extractPdfText(pdf);
    assert.match(text, /ರವಿ ಕುಮಾರ್/);
    assert.match(text, /PHOTO0007/);
    assert.match(text, /₹1,00,000\.00/);
  });

  it('prints a name with conjuncts (ಕ್ಷ, ತ್ರ) as text a reader copies and with the conjuncts drawn', async () => {
    const name = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';
    const pdf = await sut(receipt({ memberName: name }));
    // pdf.js reads the shaped glyphs in drawing order; poppler reads the run's ActualText, the name as written.
    assert.match(await popplerText(pdf), new RegExp(name));
    const printed = await printedInks(pdf, name, 10);
    assert.equal(printed.length, 1);
    await assertPrintedAsSpecimen(printed[0], 10, await renderPdfSpecimens(name, { size: 10 }), 'receipt');
  });
});

describe('renderReceiptPdf for a member who reads Kannada', () => {
  let text: string;
  let read: PdfText;

  beforeAll(async () => {
    const pdf = await sut(
      receipt({
        language: 'kn',
        associationName: 'Karnataka Photographers Welfare Association',
        memberName: 'ಲಕ್ಷ್ಮೀ ರಾವ್',
        scheme: 'kutumba_barosa',
        paymentMethod: 'bank_transfer',
        transactionId: 'UTR20261130001',
      }),
    );
    text = await kannadaPdfText(pdf);
    read = await extractPdfText(pdf);
  });

  it("prints the receipt's own words, the scheme, the method, the month and the association in Kannada", () => {
    for (const expected of [
      'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
      'ಪಾವತಿ ರಶೀದಿ',
      'ರಶೀದಿ ಸಂಖ್ಯೆ: RCPT-2026-000123',
      'ದಿನಾಂಕ: 01/12/2026',
      'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
      'ಯೋಜನೆ',
      'ಕುಟುಂಬ ಭರೋಸೆ',
      'ಅವಧಿ',
      'ನವೆಂಬರ್ 2026',
      'ಮೊತ್ತ',
      'ಪಾವತಿ ವಿಧಾನ',
      'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ',
      'ವಹಿವಾಟಿನ ಗುರುತಿನ ಸಂಖ್ಯೆ',
      'ಪಾವತಿಸಿದ ದಿನಾಂಕ',
      'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ರಶೀದಿ.',
    ]) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
  });

  it('prints the name as written, the amount with Indian grouping and ₹, the ids and dates as they are', () => {
    assert.match(text, /ಲಕ್ಷ್ಮೀ ರಾವ್/);
    assert.match(text, /₹1,00,000\.00/);
    assert.match(text, /PHOTO0007/);
    assert.match(text, /pay_N9x2Qa7LmT4bZc/);
    assert.match(text, /UTR20261130001/);
    assert.match(text, /01\/12\/2026/);
  });

  it('leaves no English word of the receipt, no English month and no English scheme or method name', () => {
    for (const english of [...englishWords('pdf.', 'receipt.'), 'November', 'Kutumba', 'Bank transfer']) {
      assert.ok(!text.includes(english), `'${english}' left in:\n${text}`);
    }
  });

  it('titles the file in Kannada too', () => {
    assert.equal(read.info.Title, 'ಪಾವತಿ ರಶೀದಿ RCPT-2026-000123');
  });

  it('keeps to one page with the longer Kannada labels', () => {
    assert.equal(read.pages.length, 1);
  });
});
