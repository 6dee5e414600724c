import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { extractPdfText } from '@portal/testing';
import { PdfReportWriter } from './pdf-report.writer';
import { collector, tableOf } from './report-table.fixtures';
import { ReportRow } from './report-table';

const member = (n: number): ReportRow => [`PHOTO${String(n).padStart(4, '0')}`, `Member ${n}`, null, null, 200, n];

describe('PdfReportWriter', () => {
  const sut = new PdfReportWriter();

  it('lays a long report over several pages with the header row on each, and no row lost', async () => {
    const { out, bytes } = collector();
    const rows = Array.from({ length: 120 }, (_, i) => member(i + 1));
    assert.equal(await sut.write(tableOf([rows.slice(0, 50), rows.slice(50)]), out), 120);

    const pdf = await extractPdfText(bytes());
    assert.ok(pdf.pages.length >= 3, `${pdf.pages.length} pages`);
    for (const page of pdf.pages) assert.match(page, /Member ID\s*Name\s*Joined\s*Event\s*Amount\s*Seats/);
    for (const [memberId] of rows as string[][]) assert.ok(pdf.text.includes(memberId), `${memberId} missing`);
    assert.match(pdf.pages[0], /Members report/);
    assert.match(pdf.pages[0], /From 01\/04\/2025 to 30\/04\/2025/);
    assert.match(pdf.pages[pdf.pages.length - 1], /120 records/);
    assert.equal(pdf.info.Title, 'Members report');
  });

  it('shows amounts in rupees with Indian grouping and dates as the day in India', async () => {
    const { out, bytes } = collector();
    const lateEvening = new Date('2025-03-31T18:30:00.000Z');
    await sut.write(tableOf([[['PHOTO0001', 'Ravi', lateEvening, null, 120000, null]]]), out);
    const { text } = await extractPdfText(bytes());
    assert.match(text, /₹\s?1,20,000\.00/);
    assert.match(text, /01\/04\/2025/);
  });

  it('says so when the range holds no records', async () => {
    const { out, bytes } = collector();
    assert.equal(await sut.write(tableOf([[]]), out), 0);
    assert.match((await extractPdfText(bytes())).text, /No records in this range/);
  });

  it('prints a member name written in Kannada as written', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0002', 'ರವಿ ಕುಮಾರ್', null, null, 500, null]]]), out);
    const pdf = bytes();
    assert.match(pdf.toString('latin1'), /NotoSansKannada/);
    assert.match((await extractPdfText(pdf)).text, /ರವಿ ಕುಮಾರ್/);
  });
});
