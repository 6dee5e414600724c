/// <reference types="pdfkit" />
import { formatRupees, StatementAnswer, StatementLineLabels } from '@portal/contracts';
import { csvLine, newPdfDocument, writePdfText } from '@portal/platform';

/** dd/mm/yyyy of a YYYY-MM-DD day. */
const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const money = (amount: string) => (Number(amount) === 0 ? '' : formatRupees(amount));
/** What a balance means: owed, or paid in advance below zero. */
const balanceText = (amount: string) =>
  Number(amount) < 0 ? `${formatRupees(Math.abs(Number(amount)))} paid in advance` : formatRupees(amount);

/** statement-PHOTO0001-FY2026-27.pdf (or .csv). */
export function statementFileName(s: StatementAnswer, extension: 'pdf' | 'csv'): string {
  return `statement-${s.memberCode}-${s.period.key}.${extension}`.replace(/[^A-Za-z0-9_.-]/g, '-');
}

const HEADER = ['Date', 'Type', 'Description', 'Receipt No', 'Reference', 'Debit', 'Credit', 'Balance'];

/** The statement as CSV (UTF-8 with BOM, formula cells neutralised as every export of the portal): amounts as decimals. */
export function statementCsv(s: StatementAnswer): Buffer {
  const rows = [
    csvLine([`Statement of account: ${s.memberName} (${s.memberCode}), ${s.period.label}`]),
    csvLine(HEADER),
    csvLine([s.period.fromDay, 'Opening balance', '', '', '', '', '', s.openingBalance]),
    ...s.lines.map((l) =>
      csvLine([
        l.date,
        StatementLineLabels[l.kind],
        l.description,
        l.receiptNumber ?? '',
        l.reference ?? '',
        l.debit,
        l.credit,
        l.balance,
      ]),
    ),
    csvLine([s.period.toDay, 'Closing balance', '', '', '', '', '', s.closingBalance]),
  ];
  return Buffer.from('\uFEFF' + rows.join(''));
}

const COLUMNS: Array<{ header: string; width: number; align?: 'right' }> = [
  { header: 'Date', width: 56 },
  { header: 'Type', width: 44 },
  { header: 'Description', width: 150 },
  { header: 'Receipt No', width: 95 },
  { header: 'Debit', width: 56, align: 'right' },
  { header: 'Credit', width: 56, align: 'right' },
  { header: 'Balance', width: 66, align: 'right' },
];
const MARGIN = 36;

/**
 * An A4 statement: the association, the member and period, the opening balance, a table of the lines (repeating
 * its header on each page), the totals and the closing balance. Text in @portal/platform's PDF fonts (₹ and Kannada
 * names from Noto Sans), as receipts and reports are drawn.
 */
export function statementPdf(s: StatementAnswer, associationName: string, issuedAt: Date): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({
      size: 'A4',
      margin: MARGIN,
      compress: true,
      info: {
        Title: `Statement of account ${s.memberCode} ${s.period.label}`,
        Author: associationName,
        CreationDate: issuedAt,
        ModDate: issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, s, associationName);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function draw(doc: PDFKit.PDFDocument, s: StatementAnswer, associationName: string): void {
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 20;
  writePdfText(doc, associationName, MARGIN, MARGIN, { size: 14, weight: 700 }, { width, align: 'center' });
  writePdfText(doc, 'Statement of Account', MARGIN, doc.y + 6, { size: 12, weight: 700 }, { width, align: 'center' });
  writePdfText(doc, `${s.memberName} (${s.memberCode})`, MARGIN, doc.y + 10, { size: 10 });
  writePdfText(doc, `${s.period.label}: ${day(s.period.fromDay)} to ${day(s.period.toDay)}`, MARGIN, doc.y + 2, {
    size: 10,
    color: '#595959',
  });
  writePdfText(doc, `Opening balance: ${balanceText(s.openingBalance)}`, MARGIN, doc.y + 8, { size: 10, weight: 700 });

  let y = doc.y + 10;
  const header = () => {
    let x = MARGIN;
    for (const c of COLUMNS) {
      writePdfText(doc, c.header, x, y, { size: 8.5, weight: 700 }, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += 14;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .lineWidth(0.5)
      .strokeColor('#d9d9d9')
      .stroke();
  };
  header();
  if (s.lines.length === 0) {
    writePdfText(doc, 'Nothing was due or paid in this period.', MARGIN, y, { size: 9, color: '#595959' });
    y = doc.y + 6;
  }
  for (const l of s.lines) {
    const cells = [
      day(l.date),
      StatementLineLabels[l.kind],
      l.description,
      l.receiptNumber ?? '',
      money(l.debit),
      money(l.credit),
      formatRupees(l.balance),
    ];
    doc.fontSize(8.5);
    const height = Math.max(12, doc.heightOfString(l.description, { width: COLUMNS[2].width - 4 }) + 3);
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    let x = MARGIN;
    cells.forEach((text, i) => {
      writePdfText(doc, text, x, y, { size: 8.5 }, { width: COLUMNS[i].width - 4, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    y += height;
  }
  if (y + 70 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  const t = s.totals;
  const summary = [
    `Dues: ${formatRupees(t.dues)}   Fees: ${formatRupees(t.fees)}   Payments: ${formatRupees(t.payments)}   Refunds: ${formatRupees(t.refunds)}`,
  ];
  writePdfText(doc, summary[0], MARGIN, y + 8, { size: 9 });
  writePdfText(doc, `Closing balance: ${balanceText(s.closingBalance)}`, MARGIN, doc.y + 6, { size: 10, weight: 700 });
  writePdfText(doc, 'This is a computer-generated statement.', MARGIN, doc.y + 14, { size: 8, color: '#595959' });
}
