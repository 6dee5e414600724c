import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CsvReportWriter } from './csv-report.writer';
import { collector, tableOf } from './report-table.fixtures';

describe('CsvReportWriter', () => {
  const sut = new CsvReportWriter();

  it('starts with the UTF-8 byte order mark so Excel shows Kannada names, and keeps them intact', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0001', 'ರವಿ ಕುಮಾರ್', null, null, null, null]]]), out);
    const text = bytes().toString('utf8');
    assert.ok(
      bytes()
        .subarray(0, 3)
        .equals(Buffer.from([0xef, 0xbb, 0xbf])),
    );
    assert.equal(text.split('\r\n')[1], 'PHOTO0001,ರವಿ ಕುಮಾರ್,,,,');
  });

  it('writes the header, then every row of every batch, and answers how many rows it wrote', async () => {
    const { out, bytes } = collector();
    const rows = await sut.write(
      tableOf([[['PHOTO0001', 'Ravi', null, null, 200, 3]], [], [['PHOTO0002', 'Asha', null, null, 150.5, null]]]),
      out,
    );
    assert.equal(rows, 2);
    assert.deepEqual(
      bytes()
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .split('\r\n'),
      ['Member ID,Name,Joined,Event,Amount,Seats', 'PHOTO0001,Ravi,,,200.00,3', 'PHOTO0002,Asha,,,150.50,', ''],
    );
  });

  it('quotes commas, quotes and line breaks so an address stays in its own cell', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0001', 'Ravi "Studio", Mysuru\nKarnataka', null, null, null, null]]]), out);
    assert.equal(
      bytes().toString('utf8').split('\r\n').slice(1).join('\r\n'),
      'PHOTO0001,"Ravi ""Studio"", Mysuru\nKarnataka",,,,\r\n',
    );
  });

  it('writes dates as the day and time in India, not in UTC', async () => {
    const { out, bytes } = collector();
    const lateEvening = new Date('2025-03-31T18:30:00.000Z');
    await sut.write(tableOf([[['PHOTO0001', 'Ravi', lateEvening, lateEvening, null, null]]]), out);
    assert.equal(bytes().toString('utf8').split('\r\n')[1], 'PHOTO0001,Ravi,01/04/2025,"01/04/2025, 12:00 am",,');
  });

  it('keeps a name that starts like a formula from running as one in a spreadsheet', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0001', '=HYPERLINK("http://x")', null, null, null, null]]]), out);
    assert.equal(bytes().toString('utf8').split('\r\n')[1], `PHOTO0001,"'=HYPERLINK(""http://x"")",,,,`);
  });
});
