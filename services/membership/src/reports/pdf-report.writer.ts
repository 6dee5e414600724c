import { Injectable } from '@nestjs/common';
import { formatRupees } from '@portal/contracts';
import { fontRuns, pdfFontName, pdfTextWidth, registerPdfFonts } from '@portal/platform';
import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { formatDateTime, formatDay } from './report-format';
import { drained } from './report-sink';
import { ReportColumn, ReportTable, ReportValue, ReportWriter } from './report-table';

/*
 * Text is drawn in runs, each with the font that holds it (@portal/platform's PDF fonts: Helvetica for plain
 * Latin, Noto Sans for the rupee sign, Devanagari and Kannada), so names print as members wrote them.
 */
const MARGIN = 36;
const ROW_HEIGHT = 18;
const CELL_PADDING = 4;
const FONT_SIZE = 8.5;
const HEADER_FILL = '#1f3a5f';
const STRIPE_FILL = '#f2f5f9';
const MAX_CELL_CHARS = 120;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** What a cell reads in the PDF: days and times in India, rupees with Indian grouping. */
export function pdfText(value: ReportValue, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return column.kind === 'datetime' ? formatDateTime(value) : formatDay(value);
  if (typeof value === 'number') return column.kind === 'money' ? formatRupees(value) : String(value);
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_CELL_CHARS);
}

/**
 * A paginated table on A4 landscape with the header row repeated on every page. pdfkit writes each
 * page out as the next one starts, so only the page being drawn is held in memory.
 */
@Injectable()
export class PdfReportWriter implements ReportWriter {
  readonly format = 'pdf' as const;
  readonly contentType = 'application/pdf';
  readonly extension = 'pdf';

  async write(table: ReportTable, out: Writable): Promise<number> {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      info: { Title: table.title, Creator: 'Association portal', CreationDate: table.generatedAt },
      // pdfkit otherwise keeps the glyph layout of every distinct word it has drawn for the life of the document:
      // a report's ids, phones and e-mails are nearly all distinct, so 100,000 rows held gigabytes (bench:jobs).
      fontLayoutCache: false,
    });
    registerPdfFonts(doc);
    const finished = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
    });
    doc.pipe(out);

    const page = new TablePage(doc, table);
    page.start(true);
    let rows = 0;
    for await (const batch of table.batches) {
      for (const values of batch) page.row(values.map((value, i) => pdfText(value, table.columns[i])));
      rows += batch.length;
      await drained(out);
    }
    page.end(rows);
    doc.end();
    await finished;
    return rows;
  }
}

/** Draws the table onto the document's pages. */
class TablePage {
  private readonly widths: number[];
  private y = MARGIN;
  private pageNumber = 0;
  private rowsOnPage = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly table: ReportTable,
  ) {
    const usable = doc.page.width - 2 * MARGIN;
    const total = table.columns.reduce((sum, c) => sum + c.width, 0);
    this.widths = table.columns.map((c) => (c.width / total) * usable);
  }

  /** A new page: the title on the first, the page number and the header row on each. */
  start(first: boolean): void {
    if (!first) this.doc.addPage();
    this.pageNumber += 1;
    this.rowsOnPage = 0;
    this.y = MARGIN;
    if (first) {
      this.text(this.table.title, MARGIN, this.y, 400, { bold: true, size: 16 });
      this.y += 24;
      const generated = `Generated ${formatDateTime(this.table.generatedAt)}`;
      this.text(`${this.table.rangeLabel} · ${generated}`, MARGIN, this.y, 600, { size: 9, color: '#555555' });
      this.y += 20;
    }
    const pageLabel = `Page ${this.pageNumber}`;
    this.text(pageLabel, this.doc.page.width - MARGIN - 80, MARGIN - 24, 80, { size: 8, align: 'right' });
    this.doc.rect(MARGIN, this.y, this.doc.page.width - 2 * MARGIN, ROW_HEIGHT).fill(HEADER_FILL);
    this.cells(
      this.table.columns.map((c) => c.header),
      { bold: true, color: '#ffffff' },
    );
  }

  row(texts: string[]): void {
    if (this.y + ROW_HEIGHT > this.doc.page.height - MARGIN) this.start(false);
    if (this.rowsOnPage % 2 === 1) {
      this.doc.rect(MARGIN, this.y, this.doc.page.width - 2 * MARGIN, ROW_HEIGHT).fill(STRIPE_FILL);
    }
    this.cells(texts, {});
    this.rowsOnPage += 1;
  }

  /** The closing line under the table: how many rows it has. */
  end(rows: number): void {
    if (this.y + ROW_HEIGHT > this.doc.page.height - MARGIN) this.start(false);
    const label = rows === 0 ? 'No records in this range' : `${rows} ${rows === 1 ? 'record' : 'records'}`;
    this.text(label, MARGIN, this.y + 6, 400, { bold: true, size: 9 });
  }

  private cells(texts: string[], style: { bold?: boolean; color?: string }): void {
    let x = MARGIN;
    texts.forEach((text, i) => {
      const column = this.table.columns[i];
      const align = column.kind === 'money' || column.kind === 'count' ? 'right' : 'left';
      const width = this.widths[i] - 2 * CELL_PADDING;
      this.text(text, x + CELL_PADDING, this.y + 4.5, width, { ...style, size: FONT_SIZE, align });
      x += this.widths[i];
    });
    this.y += ROW_HEIGHT;
  }

  /** One line of text cut to `width` with an ellipsis, each run in the font subset that holds it. */
  private text(
    value: string,
    x: number,
    y: number,
    width: number,
    style: { bold?: boolean; size: number; color?: string; align?: 'left' | 'right' },
  ): void {
    const doc = this.doc;
    doc.fontSize(style.size).fillColor(style.color ?? '#000000');
    const weight = style.bold ? 700 : 400;
    const measure = (text: string) => pdfTextWidth(doc, text, weight);
    let shown = value;
    if (measure(shown) > width) {
      // Cut whole characters as readers see them, so a Kannada conjunct is never split.
      const chars = Array.from(GRAPHEMES.segment(shown), (part) => part.segment);
      while (chars.length > 0 && measure(`${chars.join('')}…`) > width) chars.pop();
      shown = chars.length > 0 ? `${chars.join('')}…` : '';
    }
    let cursor = style.align === 'right' ? x + width - measure(shown) : x;
    for (const run of fontRuns(shown)) {
      doc.font(pdfFontName(run.subset, weight)).text(run.text, cursor, y, { lineBreak: false });
      cursor += doc.widthOfString(run.text);
    }
  }
}
