/// <reference types="pdfkit" />
import {
  associationNameIn,
  DEFAULT_LANGUAGE,
  formatRupees,
  type Language,
  monthLabelIn,
  paymentPdfMessage,
  type PaymentPdfMessageId,
  StatementAnswer,
  statementKindIn,
  StatementLineLabels,
} from '@portal/contracts';
import { csvLine, fontRuns, newPdfDocument, pdfFontName, writePdfText } from '@portal/platform';

/** dd/mm/yyyy of a YYYY-MM-DD day. */
const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const money = (amount: string) => (Number(amount) === 0 ? '' : formatRupees(amount));
/** What a balance means: owed, or paid in advance below zero. */
const balanceText = (language: Language, amount: string) =>
  Number(amount) < 0
    ? paymentPdfMessage(language, 'statement.inAdvance', { amount: formatRupees(Math.abs(Number(amount))) })
    : formatRupees(amount);

/** The period as the statement names it: its label in English, 'ಹಣಕಾಸು ವರ್ಷ 2026-27' (and so on) in Kannada. */
function periodLabelIn(language: Language, period: StatementAnswer['period']): string {
  if (language === DEFAULT_LANGUAGE) return period.label;
  if (period.kind === 'month') return monthLabelIn(language, period.from);
  const years = /^FY(\d{4}-\d{2})/.exec(period.key)?.[1] ?? period.key;
  if (period.kind === 'fy') return paymentPdfMessage(language, 'statement.period.fy', { years });
  return paymentPdfMessage(language, 'statement.period.quarter', {
    years,
    quarter: period.key.slice(-1),
    months: monthLabelIn(language, period.from, 3),
  });
}

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

const COLUMNS: Array<{ header: PaymentPdfMessageId; width: number; align?: 'right' }> = [
  { header: 'statement.column.date', width: 56 },
  // Wide enough for the kinds in Kannada (ಮರುಪಾವತಿ) on one line; a receipt number takes about 75.
  { header: 'statement.column.type', width: 54 },
  { header: 'statement.column.description', width: 150 },
  { header: 'statement.column.receiptNumber', width: 85 },
  { header: 'statement.column.debit', width: 56, align: 'right' },
  { header: 'statement.column.credit', width: 56, align: 'right' },
  { header: 'statement.column.balance', width: 66, align: 'right' },
];
const MARGIN = 36;

/**
 * An A4 statement: the association, the member and period, the opening balance, a table of the lines (repeating
 * its header on each page), the totals and the closing balance. Text in @portal/platform's PDF fonts (₹ and Kannada
 * names from Noto Sans), as receipts and reports are drawn. Its own words in `language` (issue 31); the lines are
 * described in it by the statement service.
 */
export function statementPdf(
  s: StatementAnswer,
  associationName: string,
  issuedAt: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const t = (id: PaymentPdfMessageId, values: Record<string, string> = {}) => paymentPdfMessage(language, id, values);
  const period = periodLabelIn(language, s.period);
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({
      size: 'A4',
      margin: MARGIN,
      compress: true,
      info: {
        Title: t('statement.fileTitle', { memberCode: s.memberCode, period }),
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
      draw(doc, s, associationNameIn(language, associationName), { language, period });
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The height of a cell's text at the document's font size, in the font its first run is drawn in. */
function cellHeight(doc: PDFKit.PDFDocument, text: string, width: number): number {
  doc.font(pdfFontName(fontRuns(text)[0]?.subset ?? 'standard'));
  return doc.heightOfString(text, { width });
}

function draw(
  doc: PDFKit.PDFDocument,
  s: StatementAnswer,
  associationName: string,
  { language, period }: { language: Language; period: string },
): void {
  const t = (id: PaymentPdfMessageId, values: Record<string, string> = {}) => paymentPdfMessage(language, id, values);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 20;
  writePdfText(doc, associationName, MARGIN, MARGIN, { size: 14, weight: 700 }, { width, align: 'center' });
  writePdfText(doc, t('statement.title'), MARGIN, doc.y + 6, { size: 12, weight: 700 }, { width, align: 'center' });
  writePdfText(doc, `${s.memberName} (${s.memberCode})`, MARGIN, doc.y + 10, { size: 10 });
  const days = { period, from: day(s.period.fromDay), to: day(s.period.toDay) };
  writePdfText(doc, t('statement.periodDays', days), MARGIN, doc.y + 2, { size: 10, color: '#595959' });
  const opening = t('statement.opening', { balance: balanceText(language, s.openingBalance) });
  writePdfText(doc, opening, MARGIN, doc.y + 8, { size: 10, weight: 700 });

  let y = doc.y + 10;
  const header = () => {
    let x = MARGIN;
    for (const c of COLUMNS) {
      writePdfText(doc, t(c.header), x, y, { size: 8.5, weight: 700 }, { width: c.width - 4, align: c.align });
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
    writePdfText(doc, t('statement.nothing'), MARGIN, y, { size: 9, color: '#595959' });
    y = doc.y + 6;
  }
  for (const l of s.lines) {
    const cells = [
      day(l.date),
      statementKindIn(language, l.kind),
      l.description,
      l.receiptNumber ?? '',
      money(l.debit),
      money(l.credit),
      formatRupees(l.balance),
    ];
    doc.fontSize(8.5);
    // The description may take lines; so may a Kannada kind in its narrow column.
    const height = Math.max(
      12,
      cellHeight(doc, l.description, COLUMNS[2].width - 4) + 3,
      cellHeight(doc, cells[1], COLUMNS[1].width - 4) + 3,
    );
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
  const totals = s.totals;
  const summary = t('statement.totals', {
    dues: formatRupees(totals.dues),
    fees: formatRupees(totals.fees),
    payments: formatRupees(totals.payments),
    refunds: formatRupees(totals.refunds),
  });
  writePdfText(doc, summary, MARGIN, y + 8, { size: 9 });
  const closing = t('statement.closing', { balance: balanceText(language, s.closingBalance) });
  writePdfText(doc, closing, MARGIN, doc.y + 6, { size: 10, weight: 700 });
  writePdfText(doc, t('statement.footer'), MARGIN, doc.y + 14, { size: 8, color: '#595959' });
}
