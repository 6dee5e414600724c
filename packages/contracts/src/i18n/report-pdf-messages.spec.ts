import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ReportTypes } from '../shapes/reports.shapes';
import {
  ReportColumnIds,
  reportHeading,
  ReportHeadingsKn,
  ReportPdfMessages,
  reportRecords,
  reportTitle,
} from './report-pdf-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the report PDF catalogues', () => {
  it('have the same message ids in English and Kannada, each with the same placeholders, all translated', () => {
    const { en, kn } = ReportPdfMessages;
    assert.deepEqual(Object.keys(kn).sort(), Object.keys(en).sort());
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      assert.deepEqual(placeholders(kn[id]), placeholders(en[id]), id);
      assert.match(kn[id], /[\u0c80-\u0cff]/, `${id} is not translated`);
    }
  });

  it('title every report, and count records in either language', () => {
    assert.deepEqual(
      ReportTypes.map((type) => reportTitle('en', type)),
      ['Members report', 'Events report', 'ID Cards report', 'Payments report'],
    );
    assert.equal(reportTitle('kn', 'members'), 'ಸದಸ್ಯರ ವರದಿ');
    assert.deepEqual([reportRecords('en', 1), reportRecords('en', 120)], ['1 record', '120 records']);
    assert.equal(reportRecords('kn', 120), '120 ದಾಖಲೆಗಳು');
  });

  it("heads a column with its English header in English, and with its id's Kannada heading in Kannada", () => {
    assert.equal(reportHeading('en', { id: 'memberId', header: 'Member ID' }), 'Member ID');
    assert.equal(reportHeading('kn', { id: 'memberId', header: 'Member ID' }), 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ');
    // By id, not by the English words: a header worded otherwise keeps its Kannada heading.
    assert.equal(reportHeading('kn', { id: 'receiptNo', header: 'Receipt Number' }), 'ರಶೀದಿ ಸಂಖ್ಯೆ');
  });

  it('has a Kannada heading for every column id, each translated', () => {
    assert.deepEqual(Object.keys(ReportHeadingsKn).sort(), [...ReportColumnIds].sort());
    for (const id of ReportColumnIds) assert.match(ReportHeadingsKn[id], /[\u0c80-\u0cff]/, id);
  });
});
