import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { StatementAnswer } from '@portal/contracts';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, popplerText, printedInks } from '@portal/testing';
import { englishWords, kannadaPdfText } from '../receipts/receipt-pdf-fixtures';
import { statementPdf as sut } from './statement-files';

const statement = (memberName: string): StatementAnswer => ({
  memberId: '7b0c1a34-5d6e-4f80-9a1b-2c3d4e5f6a7b',
  memberCode: 'PHOTO0007',
  memberName,
  period: {
    key: 'FY2026-27',
    kind: 'fy',
    label: 'FY 2026-27',
    from: '2026-04',
    to: '2027-03',
    fromDay: '2026-04-01',
    toDay: '2027-03-31',
  },
  openingBalance: '0.00',
  lines: [],
  totals: { dues: '0.00', fees: '0.00', payments: '0.00', refunds: '0.00' },
  closingBalance: '0.00',
});

describe('statementPdf for a member who wrote their name in Kannada', () => {
  it('prints the name with conjuncts (ಕ್ಷ, ತ್ರ) beside the member id, as text a reader copies and drawn shaped', async () => {
    const name = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';
    const pdf = await sut(statement(name), 'Karnataka Photographers Welfare Association', new Date('2026-11-28'));
    assert.match(await popplerText(pdf), new RegExp(`${name} \\(PHOTO0007\\)`));
    const printed = await printedInks(pdf, name, 10);
    assert.equal(printed.length, 1);
    await assertPrintedAsSpecimen(printed[0], 10, await renderPdfSpecimens(name, { size: 10 }), 'statement');
  });
});

describe('statementPdf for a member who reads Kannada', () => {
  it("prints the statement's own words, the period, the kinds and the balances in Kannada, no English left", async () => {
    const lines: StatementAnswer['lines'] = [
      {
        date: '2026-11-01',
        kind: 'due',
        scheme: 'esi',
        description: 'ESI ಬಾಕಿ ಶುಲ್ಕ, ನವೆಂಬರ್ 2026',
        receiptNumber: null,
        reference: null,
        debit: '200.00',
        credit: '0.00',
        balance: '200.00',
      },
      {
        date: '2026-11-20',
        kind: 'payment',
        scheme: 'esi',
        description: 'ESI ಪಾವತಿ, ನವೆಂಬರ್ 2026 (UPI)',
        receiptNumber: 'RCPT-2026-000123',
        reference: 'pay_1',
        debit: '0.00',
        credit: '1200.00',
        balance: '-1000.00',
      },
    ];
    const text = await kannadaPdfText(
      await sut(
        {
          ...statement('ರವಿ ಕುಮಾರ್'),
          lines,
          totals: { dues: '200.00', fees: '0.00', payments: '1200.00', refunds: '0.00' },
          closingBalance: '-1000.00',
        },
        'Karnataka Photographers Welfare Association',
        new Date('2026-11-28'),
        'kn',
      ),
    );
    for (const expected of [
      'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
      'ಖಾತೆಯ ವಿವರಣೆ',
      'ರವಿ ಕುಮಾರ್ (PHOTO0007)',
      'ಹಣಕಾಸು ವರ್ಷ 2026-27: 01/04/2026 ರಿಂದ 31/03/2027 ರವರೆಗೆ',
      'ಆರಂಭಿಕ ಶಿಲ್ಕು: ₹0.00',
      'ದಿನಾಂಕ',
      'ಬಾಕಿ ಶುಲ್ಕ',
      'ESI ಪಾವತಿ, ನವೆಂಬರ್ 2026 (UPI)',
      'ಪಾವತಿಗಳು: ₹1,200.00',
      'ಅಂತಿಮ ಶಿಲ್ಕು: ₹1,000.00 ಮುಂಗಡವಾಗಿ ಪಾವತಿಸಲಾಗಿದೆ',
      'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಲಾದ ಖಾತೆಯ ವಿವರಣೆ.',
    ]) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
    for (const english of [...englishWords('statement.').filter((w) => !w.startsWith(',')), 'FY', 'Payment']) {
      assert.ok(!text.includes(english), `'${english}' left in:\n${text}`);
    }
  });
});
