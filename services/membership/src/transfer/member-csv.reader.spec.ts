import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { readMemberCsv } from './member-csv.reader';

const read = (content: string | Buffer, chunkSize = 7) => {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return readMemberCsv(Readable.from(chunks), 'PHOTO');
};

describe('readMemberCsv', () => {
  it('reads a spreadsheet export: BOM, CRLF, quoted commas, quotes and line breaks, columns in any order', async () => {
    const csv =
      '\uFEFFPhone,Last Name,First Name,Address,Status\r\n' +
      '9876543210,Kumar,Ravi,"12 MG Road, Mysuru",active\r\n' +
      '9845012345,"Nara""yan",Lakshmi,"45 Temple Street\r\nUdupi",Pending\r\n';
    const { rows, errors } = await read(csv);
    assert.deepEqual(errors, []);
    assert.deepEqual(
      rows.map((r) => [r.row, r.firstName, r.lastName, r.phone, r.address, r.status]),
      [
        [2, 'Ravi', 'Kumar', '9876543210', '12 MG Road, Mysuru', 'active'],
        [3, 'Lakshmi', 'Nara"yan', '9845012345', '45 Temple Street\r\nUdupi', 'pending'],
      ],
    );
  });

  it('numbers rows as a spreadsheet shows them, counting multi-line cells as one row and blank lines as rows', async () => {
    const csv =
      'firstName,lastName,phone,address\n' +
      'Ravi,Kumar,9876543210,"two\nlines"\n' +
      '\n' +
      ',Gowda,9876543211,\n' +
      'Asha,Rao,123,\n';
    const { rows, errors } = await read(csv);
    assert.deepEqual(
      rows.map((r) => r.row),
      [2],
    );
    assert.deepEqual(errors, [
      { row: 4, error: 'First name is required', member: 'Gowda', cells: ['', 'Gowda', '9876543211', ''] },
      {
        row: 5,
        error: 'Phone number must be a valid 10-digit Indian mobile number',
        member: 'Asha Rao',
        cells: ['Asha', 'Rao', '123', ''],
      },
    ]);
  });

  it('reports a repeated phone or e-mail on the later row and keeps the first', async () => {
    const csv = 'firstName,lastName,phone,email\nA,B,9876543210,a@x.in\nC,D,+91 98765 43210,\nE,F,9876543212,A@x.in\n';
    const { rows, errors } = await read(csv);
    assert.deepEqual(
      rows.map((r) => r.row),
      [2],
    );
    assert.deepEqual(
      errors.map(({ row, error, member }) => ({ row, error, member })),
      [
        { row: 3, error: 'Phone number appears more than once in the file (also row 2)', member: 'C D' },
        { row: 4, error: 'Email address appears more than once in the file (also row 2)', member: 'E F' },
      ],
    );
  });

  it('refuses a file without a member header row', async () => {
    await assert.rejects(read('Ravi,Kumar,9876543210\n'), {
      code: 'MEMBERSHIP_INVALID_IMPORT_FILE',
      message: 'The CSV file has no header row with firstName, lastName and phone',
    });
    await assert.rejects(read(''), { message: 'The CSV file has no header row with firstName, lastName and phone' });
  });

  it('refuses a binary file such as a spreadsheet or an image', async () => {
    const xlsx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40), Buffer.from('[Content_Types].xml')]);
    await assert.rejects(read(xlsx), { code: 'MEMBERSHIP_INVALID_IMPORT_FILE', message: 'Please upload a CSV file' });
  });

  it('explains a broken CSV instead of importing part of it', async () => {
    await assert.rejects(
      read('firstName,lastName,phone\nRavi,"Kumar,9876543210\n'),
      (error: Error & { code?: string }) => {
        assert.equal(error.code, 'MEMBERSHIP_INVALID_IMPORT_FILE');
        assert.match(error.message, /^The CSV file could not be read: /);
        return true;
      },
    );
  });

  it('hands the good rows to a sink in file order, batch by batch, without keeping them', async () => {
    const lines = ['firstName,lastName,phone'];
    for (let i = 0; i < 4500; i++) lines.push(`F${i},L${i},${9000000000 + i}`);
    lines.splice(3, 0, 'Bad,Row,123');
    const batches: number[][] = [];
    const answer = await readMemberCsv(Readable.from([lines.join('\n')]), 'PHOTO', async (rows) => {
      batches.push(rows.map((r) => r.row));
    });
    assert.deepEqual(answer.rows, []);
    assert.equal(answer.valid, 4500);
    assert.deepEqual(answer.errors, [
      {
        row: 4,
        error: 'Phone number must be a valid 10-digit Indian mobile number',
        member: 'Bad Row',
        cells: ['Bad', 'Row', '123'],
      },
    ]);
    assert.deepEqual(answer.header, ['firstName', 'lastName', 'phone']);
    assert.deepEqual(
      batches.map((b) => b.length),
      [2000, 2000, 500],
    );
    const all = batches.flat();
    assert.deepEqual(all.slice(0, 3), [2, 3, 5]);
    assert.ok(all.every((row, i) => i === 0 || row > all[i - 1]));
  });
});
