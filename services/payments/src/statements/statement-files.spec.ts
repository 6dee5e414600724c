import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { StatementAnswer } from '@portal/contracts';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, popplerText, printedInks } from '@portal/testing';
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
