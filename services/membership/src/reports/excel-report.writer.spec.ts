import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { ExcelReportWriter, RUPEE_FORMAT } from './excel-report.writer';
import { collector, tableOf } from './report-table.fixtures';

async function readBack(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('ExcelReportWriter', () => {
  const sut = new ExcelReportWriter();

  it('makes a real .xlsx with the header row and every row of every batch', async () => {
    const { out, bytes } = collector();
    const rows = await sut.write(
      tableOf([[['PHOTO0001', 'ರವಿ ಕುಮಾರ್', null, null, null, null]], [['PHOTO0002', 'Asha', null, null, null, 4]]]),
      out,
    );
    const sheet = await readBack(bytes());
    assert.equal(rows, 2);
    assert.equal(sheet.name, 'Members report');
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [
      'Member ID',
      'Name',
      'Joined',
      'Event',
      'Amount',
      'Seats',
    ]);
    assert.equal(sheet.getRow(2).getCell(2).value, 'ರವಿ ಕುಮಾರ್');
    assert.equal(sheet.getRow(3).getCell(6).value, 4);
    assert.equal(sheet.actualRowCount, 3);
  });

  it('writes dates as date cells holding the day in India, shown DD/MM/YYYY', async () => {
    const { out, bytes } = collector();
    const lateEvening = new Date('2025-03-31T18:30:00.000Z');
    await sut.write(tableOf([[['PHOTO0001', 'Ravi', lateEvening, lateEvening, null, null]]]), out);
    const row = (await readBack(bytes())).getRow(2);
    assert.deepEqual(row.getCell(3).value, new Date('2025-04-01T00:00:00.000Z'));
    assert.equal(row.getCell(3).numFmt, 'dd/mm/yyyy');
    assert.deepEqual(row.getCell(4).value, new Date('2025-04-01T00:00:00.000Z'));
    assert.match(row.getCell(4).numFmt, /hh:mm/);
  });

  it('writes amounts as numbers in a rupee format, so they add up in the sheet', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0001', 'Ravi', null, null, 120000.5, null]]]), out);
    const cell = (await readBack(bytes())).getRow(2).getCell(5);
    assert.equal(cell.value, 120000.5);
    // exceljs reads the format back without the backslashes that keep Excel's lakh and crore commas literal.
    assert.equal(cell.numFmt, RUPEE_FORMAT.replace(/\\/g, ''));
  });

  it('makes a workbook with only the header when there are no rows', async () => {
    const { out, bytes } = collector();
    assert.equal(await sut.write(tableOf([[]]), out), 0);
    assert.equal((await readBack(bytes())).actualRowCount, 1);
  });
});
