import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ReportColumnIds } from '@portal/contracts';
import { extractPdfText, popplerText } from '@portal/testing';
import { PdfReportWriter } from './pdf-report.writer';
import { collector, tableOf } from './report-table.fixtures';
import { ReportColumn, ReportRow } from './report-table';

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

  it('lets a reader copy a name with conjuncts (ಕ್ಷ, ತ್ರ) as written, though shaping reorders its glyphs', async () => {
    const { out, bytes } = collector();
    await sut.write(tableOf([[['PHOTO0003', 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ', null, null, 500, null]]]), out);
    assert.match(await popplerText(bytes()), /PHOTO0003\s+ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ/);
  });

  it('prints long e-mails and transaction ids whole and wraps a long name, with each header once on the page', async () => {
    const columns: ReportColumn[] = [
      { id: 'memberId', header: 'Member ID', kind: 'text' as const, width: 12, keepWhole: true },
      { id: 'name', header: 'Name', kind: 'text' as const, width: 24 },
      { id: 'email', header: 'Email', kind: 'text' as const, width: 28, keepWhole: true },
      { id: 'transactionId', header: 'Transaction ID', kind: 'text' as const, width: 20, keepWhole: true },
      { id: 'amount', header: 'Amount', kind: 'money' as const, width: 12 },
      { id: 'status', header: 'Status', kind: 'text' as const, width: 10 },
    ];
    const longName = 'Basavarajappa Mallikarjuna Siddalingappa Kadakol Hiremath of Belagavi';
    const rows: ReportRow[] = [
      [
        'PHOTO0001',
        longName,
        'kiran.photography.studio.belagavi.2025@example.com',
        'pay_RZP0123456789ABCDEF',
        450,
        'Paid',
      ],
      ['PHOTO0002', 'Ravi', 'ravi@example.com', 'TXN-OFFICE-2025-04-000123', 100, 'Pending'],
      ['PHOTO0003', 'Asha', 'asha@example.com', 'TXN-OFFICE-2025-04-000124', 200, 'Paid'],
    ];
    const { out, bytes } = collector();
    await sut.write({ ...tableOf([rows], columns), totalsBy: 5 }, out);

    const { text } = await extractPdfText(bytes());
    const joined = text.replace(/\s+/g, ' ');
    for (const value of ['kiran.photography.studio.belagavi.2025@example.com', 'pay_RZP0123456789ABCDEF']) {
      assert.ok(text.includes(value), `${value} is not whole`);
    }
    assert.ok(!text.includes('…'), 'nothing is cut');
    for (const word of longName.split(' ')) assert.ok(joined.includes(word), `${word} of the long name is missing`);
    for (const header of columns.map((c) => c.header)) assert.equal(text.split(header).length - 1, 1, header);
    // Money adds up by status under the table.
    assert.match(text, /Total Paid \(2 records\)\s*₹\s?650\.00/);
    assert.match(text, /Total Pending \(1 record\)\s*₹\s?100\.00/);
  });

  it('prints a report with few columns on an upright page and a wide one on a landscape page', async () => {
    const narrow = collector();
    await sut.write(
      tableOf(
        [[['PHOTO0001', 'Ravi']]],
        [
          { id: 'memberId', header: 'Member ID', kind: 'text', width: 12, keepWhole: true },
          { id: 'name', header: 'Name', kind: 'text', width: 24 },
        ],
      ),
      narrow.out,
    );
    const wide = collector();
    const many = Array.from({ length: 9 }, (_, i) => ({
      id: ReportColumnIds[i],
      header: `Column ${i + 1}`,
      kind: 'text' as const,
      width: 10,
    }));
    await sut.write(tableOf([[many.map(() => 'A value of some length')]], many), wide.out);
    const box = (pdf: Buffer) =>
      /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))?.slice(1).map(Number);
    const [narrowWidth, narrowHeight] = box(narrow.bytes()) ?? [];
    assert.ok(narrowWidth < narrowHeight, `upright: ${narrowWidth} x ${narrowHeight}`);
    const [wideWidth, wideHeight] = box(wide.bytes()) ?? [];
    assert.ok(wideWidth > wideHeight, `landscape: ${wideWidth} x ${wideHeight}`);
  });

  it('prints the title, headings, range, page and footer in Kannada for an admin working in Kannada', async () => {
    const { out, bytes } = collector();
    const rows = Array.from({ length: 120 }, (_, i) => member(i + 1));
    const kannada = { ...tableOf([rows]), rangeLabel: '01/04/2025 ರಿಂದ 30/04/2025 ರವರೆಗೆ', language: 'kn' as const };
    await sut.write(kannada, out);

    const pdf = bytes();
    assert.match(pdf.toString('latin1'), /NotoSansKannada/);
    const text = await popplerText(pdf);
    assert.match(text, /ಸದಸ್ಯರ ವರದಿ/);
    assert.match(text, /01\/04\/2025 ರಿಂದ 30\/04\/2025 ರವರೆಗೆ · ರಚಿಸಲಾಗಿದೆ: 01\/05\/2025, ಬೆಳಿಗ್ಗೆ 10:00/);
    // The header row on every page, each heading the catalogue's for the column's id, whatever its English header
    // says (this table's 'Event' and 'Seats' columns are a title and a capacity).
    const pages = text.split('ಪುಟ ').length - 1;
    assert.ok(pages >= 3, `${pages} pages`);
    for (const heading of ['ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', 'ಹೆಸರು', 'ಸೇರಿದ ದಿನಾಂಕ', 'ಶೀರ್ಷಿಕೆ', 'ಮೊತ್ತ', 'ಸ್ಥಾನಗಳ ಮಿತಿ']) {
      assert.equal(text.split(heading).length - 1, pages, heading);
    }
    assert.match(text, /120 ದಾಖಲೆಗಳು/);
    assert.match(text, /ಒಟ್ಟು \(120 ದಾಖಲೆಗಳು\)/);
    // Only the labels change: rows print as they are, and no English label is left.
    for (const value of ['PHOTO0120', 'Member 120', '₹200.00']) assert.ok(text.includes(value), value);
    for (const english of ['Members report', 'Member ID', 'Event', 'Seats', 'Generated', 'Page', 'records', 'Total']) {
      assert.ok(!text.includes(english), `${english} is still English`);
    }
    assert.equal((await extractPdfText(pdf)).info.Title, 'ಸದಸ್ಯರ ವರದಿ');
  });
});
