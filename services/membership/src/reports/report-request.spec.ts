import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { statusForErrorCode } from '@portal/contracts';
import { ValidationFailedException } from '@portal/platform';
import { parseReportRequest as sut, rangeLabel, reportFileName } from './report-request';

function refusal(type: unknown, query: Record<string, unknown>): { status: number; message: string } {
  try {
    sut(type, query);
  } catch (error) {
    assert.ok(error instanceof ValidationFailedException);
    // The HTTP status the gateway answers for the error's code.
    return { status: statusForErrorCode(error.code), message: error.message };
  }
  assert.fail('the request was accepted');
}

describe('parseReportRequest', () => {
  it('takes a type, a format and an inclusive range of days', () => {
    assert.deepEqual(sut('payments', { format: 'excel', from: '2025-04-01', to: '2025-04-30' }), {
      type: 'payments',
      format: 'excel',
      from: '2025-04-01',
      to: '2025-04-30',
    });
  });

  it('makes a CSV of every date when only the type is given', () => {
    assert.deepEqual(sut('members', {}), { type: 'members', format: 'csv', from: null, to: null });
  });

  it('refuses an unknown report type or format with a 400 that names the choices', () => {
    assert.deepEqual(refusal('salaries', {}), {
      status: 400,
      message: 'Report type must be one of members, events, id-cards, payments',
    });
    assert.deepEqual(refusal('members', { format: 'docx' }), {
      status: 400,
      message: 'format must be one of csv, excel, pdf',
    });
  });

  it('refuses dates that are not real days and a range that ends before it starts', () => {
    assert.equal(refusal('members', { from: '2025-02-31' }).message, 'from must be a date as YYYY-MM-DD');
    assert.equal(refusal('members', { to: '01/04/2025' }).message, 'to must be a date as YYYY-MM-DD');
    assert.equal(
      refusal('members', { from: '2025-05-01', to: '2025-04-01' }).message,
      'The to date must be on or after the from date',
    );
  });
});

describe('rangeLabel and reportFileName', () => {
  it('say which days the report covers', () => {
    assert.equal(rangeLabel({ from: '2025-04-01', to: '2025-04-30' }), 'From 01/04/2025 to 30/04/2025');
    assert.equal(rangeLabel({ from: null, to: '2025-04-30' }), 'Up to 30/04/2025');
    assert.equal(rangeLabel({ from: null, to: null }), 'All dates');
    assert.equal(rangeLabel({ from: '2025-04-01', to: null }), 'From 01/04/2025');
    // In Kannada for a PDF an admin asked for in Kannada (issue 31), as the Reports page says the range.
    assert.equal(rangeLabel({ from: '2025-04-01', to: '2025-04-30' }, 'kn'), '01/04/2025 ರಿಂದ 30/04/2025 ರವರೆಗೆ');
    assert.equal(rangeLabel({ from: null, to: '2025-04-30' }, 'kn'), '30/04/2025 ರವರೆಗೆ');
    assert.equal(rangeLabel({ from: null, to: null }, 'kn'), 'ಎಲ್ಲಾ ದಿನಾಂಕಗಳು');
    const request = { type: 'id-cards' as const, format: 'pdf' as const, from: '2025-04-01', to: null };
    assert.equal(reportFileName(request, 'pdf', '2025-05-02'), 'id-cards-report_2025-04-01_to_2025-05-02.pdf');
    assert.equal(
      reportFileName({ ...request, from: null }, 'pdf', '2025-05-02'),
      'id-cards-report_all_as_of_2025-05-02.pdf',
    );
  });
});
