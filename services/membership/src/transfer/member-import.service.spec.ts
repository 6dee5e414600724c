import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { readMemberCsv } from './member-csv.reader';
import { defaultedEndNotice, failedRowsCsv as sut } from './member-import.service';

describe('the failed rows CSV', () => {
  it('gives back the failed rows as they were, with an error column, and imports again once fixed', async () => {
    const header = ['First Name', 'Last Name', 'Mobile', 'Address'];
    const csv = sut(header, [
      {
        row: 3,
        error: 'Phone number is required',
        member: 'Asha Rao',
        cells: ['Asha', 'Rao', '', '"Sunrise", MG Road'],
      },
      { row: 5, error: 'Phone number is already registered', member: 'Ravi', cells: ['Ravi', '', '+91 98860 12345'] },
    ]);
    assert.equal(
      csv,
      '\uFEFFFirst Name,Last Name,Mobile,Address,error\r\n' +
        'Asha,Rao,,"""Sunrise"", MG Road",Phone number is required\r\n' +
        "Ravi,,'+91 98860 12345,,Phone number is already registered\r\n",
    );
    // The rows read back as they were: the apostrophe that keeps +91 from running as a formula comes off again.
    const reread = await readMemberCsv(
      Readable.from([
        csv.replace('Mobile,Address,error\r\nAsha,Rao,,', 'Mobile,Address,error\r\nAsha,Rao,9886012399,'),
      ]),
      'PHOTO',
    );
    assert.deepEqual(
      reread.rows.map((r) => [r.firstName, r.phone, r.address]),
      [['Asha', '9886012399', '"Sunrise", MG Road']],
    );
    assert.equal(reread.errors[0].error, 'Last name is required', 'the error column is not read as data');
  });

  it('replaces the error column of a failed-rows file imported again instead of adding a second', () => {
    const csv = sut(
      ['firstName', 'lastName', 'phone', 'error'],
      [{ row: 2, error: 'Last name is required', member: 'Asha', cells: ['Asha', '', '9886012399', 'old problem'] }],
    );
    assert.equal(csv, '\uFEFFfirstName,lastName,phone,error\r\nAsha,,9886012399,Last name is required\r\n');
  });
});

describe('defaultedEndNotice', () => {
  it('says how many active members got an end date one year after the start, and on which rows', () => {
    assert.equal(
      defaultedEndNotice([4]),
      '1 active member had no membership end date: each now ends one year after their start date (row 4)',
    );
    const many = Array.from({ length: 23 }, (_, i) => i + 2);
    assert.match(
      defaultedEndNotice(many),
      /^23 active members had no membership end date: .*\(rows 2, 3, .*, 21 and 3 more\)$/,
    );
  });
});
