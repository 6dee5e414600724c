/// <reference types="pdfkit" />
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  formatRupees,
  Language,
  reportHeading,
  reportPdfMessage,
  reportRecords,
  reportTitle,
} from '@portal/contracts';
import { fontRuns, loadPdfKit, newPdfDocument, pdfFontName, pdfTextWidth, withActualText } from '@portal/platform';
import type { Writable } from 'node:stream';
import { formatDateTime, formatDay } from './report-format';
import { drained } from './report-sink';
import { fittingSize, layoutTable, Measure, TableLayout, wrapText } from './pdf-table-layout';
import { ReportColumn, ReportRow, ReportTable, ReportValue, ReportWriter } from './report-table';

/*
 * Text is drawn in runs, each with the font that holds it (@portal/platform's PDF fonts: Helvetica for plain
 * Latin, Noto Sans for the rupee sign, Devanagari and Kannada), so names print as members wrote them. Columns are
 * sized to what they hold and long values wrap (pdf-table-layout.ts): nothing is cut.
 */
const MARGIN = 36;
const CELL_PADDING = 4;
const FONT_SIZE = 8.5;
/** The smallest size an over-long value kept whole (an e-mail longer than any in the first page) prints at. */
const SMALLEST_SIZE = 5;
const LINE_HEIGHT = 10.5;
const ROW_PADDING = 4;
const HEADER_FILL = '#1f3a5f';
const STRIPE_FILL = '#f2f5f9';
const TOTALS_FILL = '#e3e9f1';
/** A value longer than this is cut (with …): even wrapped it would not fit on a page. */
const MAX_CELL_CHARS = 600;

/** What a cell reads in the PDF: days and times in India, rupees with Indian grouping. */
export function pdfText(value: ReportValue, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return column.kind === 'datetime' ? formatDateTime(value) : formatDay(value);
  if (typeof value === 'number') return column.kind === 'money' ? formatRupees(value) : String(value);
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text;
}

/** Whether the PDF keeps a column's values on one line. */
const keptWhole = (column: ReportColumn) => column.kind !== 'text' || column.keepWhole === true;

/** Money totals: one for the whole report, or one per value of the `totalsBy` column (a payments report's Status). */
class MoneyTotals {
  private readonly groups = new Map<string, { rows: number; sums: number[] }>();
  private readonly money: number[];

  constructor(private readonly table: ReportTable) {
    this.money = table.columns.flatMap((column, i) => (column.kind === 'money' ? [i] : []));
  }

  get any(): boolean {
    return this.money.length > 0;
  }

  add(values: ReportRow): void {
    if (!this.any) return;
    const by = this.table.totalsBy;
    const key = by === undefined ? '' : String(values[by] ?? '');
    const group = this.groups.get(key) ?? { rows: 0, sums: this.money.map(() => 0) };
    group.rows += 1;
    this.money.forEach((column, i) => {
      const value = values[column];
      if (typeof value === 'number') group.sums[i] = Math.round((group.sums[i] + value) * 100) / 100;
    });
    this.groups.set(key, group);
  }

  /** The totals rows as the table prints them: a label in the first column, the sums under their columns. */
  rows(): string[][] {
    return [...this.groups.entries()].map(([key, group]) => {
      const texts = this.table.columns.map(() => '');
      const language = this.table.language ?? DEFAULT_LANGUAGE;
      const records = reportRecords(language, group.rows);
      texts[0] = key
        ? reportPdfMessage(language, 'totalOf', { group: key, records })
        : reportPdfMessage(language, 'total', { records });
      this.money.forEach((column, i) => (texts[column] = formatRupees(group.sums[i])));
      return texts;
    });
  }
}

/**
 * A paginated table on A4 (landscape when its columns need it) with the header row repeated on every page.
 * pdfkit writes each page out as the next one starts, so only the page being drawn is held in memory.
 */
@Injectable()
export class PdfReportWriter implements ReportWriter {
  readonly format = 'pdf' as const;
  readonly contentType = 'application/pdf';
  readonly extension = 'pdf';

  prepare(): void {
    loadPdfKit();
  }

  async write(table: ReportTable, out: Writable): Promise<number> {
    const batches = table.batches[Symbol.asyncIterator]();
    // The first page of rows sizes the columns (a report streams: the rest is not read yet).
    const first = await batches.next();
    const firstRows = first.done ? [] : first.value;
    const texts = (values: ReportRow) => values.map((value, i) => pdfText(value, table.columns[i]));
    const sample = firstRows.map(texts);

    const language = table.language ?? DEFAULT_LANGUAGE;
    const doc = newPdfDocument({
      size: 'A4',
      autoFirstPage: false,
      margin: MARGIN,
      info: {
        Title: reportTitle(language, table.type),
        Creator: 'Association portal',
        CreationDate: table.generatedAt,
      },
      // pdfkit otherwise keeps the glyph layout of every distinct word it has drawn for the life of the document:
      // a report's ids, phones and e-mails are nearly all distinct, so 100,000 rows held gigabytes (bench:jobs).
      fontLayoutCache: false,
    });
    const finished = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
    });
    // Awaited at the end; a sink that fails before then (the gateway cancelled) must not be an unhandled rejection.
    finished.catch(() => undefined);
    doc.pipe(out);
    // A pipe starts flowing a turn of the event loop after pipe(): until then what pdfkit writes waits in its own
    // buffer, and the writer draws a whole batch without a turn, so the first bytes (the header and the first
    // pages) left only when the second batch was read (2 s at 100,000 rows in bench:jobs). Once it flows, each
    // page goes out as the next one starts.
    await new Promise((resolve) => setImmediate(resolve));

    const measure: Measure = (text, bold) => {
      doc.fontSize(FONT_SIZE);
      return pdfTextWidth(doc, text, bold ? 700 : 400);
    };
    const layout = layoutTable(
      table.columns.map((column) => ({ header: reportHeading(language, column), keepWhole: keptWhole(column) })),
      sample,
      measure,
      { margin: MARGIN, padding: CELL_PADDING },
    );
    const page = new TablePage(doc, table, layout, measure);
    const totals = new MoneyTotals(table);
    page.start(true);
    let rows = 0;
    const draw = async (batch: ReportRow[], batchTexts?: string[][]) => {
      batch.forEach((values, i) => {
        page.row(batchTexts?.[i] ?? texts(values));
        totals.add(values);
      });
      rows += batch.length;
      await drained(out);
    };
    await draw(firstRows, sample);
    for (let next = await batches.next(); !next.done; next = await batches.next()) await draw(next.value);
    if (rows > 0 && totals.any) for (const line of totals.rows()) page.row(line, 'totals');
    page.end(rows);
    doc.end();
    await finished;
    return rows;
  }
}

/** Draws the table onto the document's pages. */
class TablePage {
  private y = MARGIN;
  private pageNumber = 0;
  private rowsOnPage = 0;
  private readonly headerLines: string[][];
  /** The language of the title, headings and footer (issue 31); the rows print as they are. */
  private readonly language: Language;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly table: ReportTable,
    private readonly layout: TableLayout,
    private readonly measure: Measure,
  ) {
    this.language = table.language ?? DEFAULT_LANGUAGE;
    this.headerLines = table.columns.map((column, i) =>
      wrapText(reportHeading(this.language, column), this.innerWidth(i), measure, true),
    );
  }

  private innerWidth(column: number): number {
    return this.layout.widths[column] - 2 * CELL_PADDING;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  private get tableWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** A new page: the title on the first, the page number and the header row on each. */
  start(first: boolean): void {
    this.doc.addPage({ size: 'A4', layout: this.layout.landscape ? 'landscape' : 'portrait', margin: MARGIN });
    this.pageNumber += 1;
    this.rowsOnPage = 0;
    this.y = MARGIN;
    if (first) {
      this.line(reportTitle(this.language, this.table.type), MARGIN, this.y, { bold: true, size: 16 });
      this.y += 24;
      const at = formatDateTime(this.table.generatedAt, this.language);
      const generated = reportPdfMessage(this.language, 'generated', { at });
      this.line(`${this.table.rangeLabel} · ${generated}`, MARGIN, this.y, { size: 9, color: '#555555' });
      this.y += 20;
    }
    const pageLabel = reportPdfMessage(this.language, 'page', { page: this.pageNumber });
    // Measured run by run (a Kannada label is not in the current font): right-aligned to the margin either way.
    const labelX = this.doc.page.width - MARGIN - pdfTextWidth(this.doc.fontSize(8), pageLabel, 400);
    this.line(pageLabel, labelX, MARGIN - 24, { size: 8 });
    const height = this.heightOf(this.headerLines);
    this.doc.rect(MARGIN, this.y, this.tableWidth, height).fill(HEADER_FILL);
    this.cells(this.headerLines, { bold: true, color: '#ffffff' });
    this.y += height;
  }

  row(texts: string[], kind: 'data' | 'totals' = 'data'): void {
    const lines = texts.map((text, i) => this.cellLines(text, i));
    // A totals row's label spans the columns before the first amount.
    const span =
      kind === 'totals'
        ? Math.max(
            1,
            this.table.columns.findIndex((c) => c.kind === 'money'),
          )
        : 1;
    if (span > 1) {
      const width = this.layout.widths.slice(0, span).reduce((sum, w) => sum + w, 0) - 2 * CELL_PADDING;
      lines[0] = wrapText(texts[0], width, this.measure, true);
    }
    const height = this.heightOf(lines);
    if (this.y + height > this.bottom) this.start(false);
    const fill = kind === 'totals' ? TOTALS_FILL : this.rowsOnPage % 2 === 1 ? STRIPE_FILL : null;
    if (fill) this.doc.rect(MARGIN, this.y, this.tableWidth, height).fill(fill);
    this.cells(lines, { bold: kind === 'totals' }, span);
    this.y += height;
    this.rowsOnPage += 1;
  }

  /** The closing line under the table: how many rows it has. */
  end(rows: number): void {
    if (this.y + LINE_HEIGHT + 6 > this.bottom) this.start(false);
    const label = rows === 0 ? reportPdfMessage(this.language, 'noRecords') : reportRecords(this.language, rows);
    this.line(label, MARGIN, this.y + 6, { bold: true, size: 9 });
  }

  /** A cell's lines: wrapped text, or one line for a value kept whole (smaller when it is wider than its column). */
  private cellLines(text: string, column: number): string[] {
    if (keptWhole(this.table.columns[column])) return [text];
    return wrapText(text, this.innerWidth(column), this.measure, false);
  }

  private heightOf(lines: string[][]): number {
    return Math.max(1, ...lines.map((cell) => cell.length)) * LINE_HEIGHT + 2 * ROW_PADDING;
  }

  /** Draws a row's cells; the first `span` columns hold the first cell (a totals row's label). */
  private cells(lines: string[][], style: { bold?: boolean; color?: string }, span = 1): void {
    let x = MARGIN;
    lines.forEach((cell, i) => {
      const column = this.table.columns[i];
      const right = column.kind === 'money' || column.kind === 'count';
      const width = this.innerWidth(i);
      const spanned = i === 0 && span > 1;
      cell.forEach((text, n) => {
        const size =
          keptWhole(column) && !spanned
            ? fittingSize(text, width, FONT_SIZE, SMALLEST_SIZE, (t) => this.measure(t, style.bold === true))
            : FONT_SIZE;
        const textWidth = (this.measure(text, style.bold === true) * size) / FONT_SIZE;
        const left = right ? x + CELL_PADDING + width - textWidth : x + CELL_PADDING;
        this.line(text, left, this.y + ROW_PADDING + 1 + n * LINE_HEIGHT, { ...style, size });
      });
      x += this.layout.widths[i];
    });
  }

  /** One line of text at (x, y), each run in the font subset that holds it. */
  private line(value: string, x: number, y: number, style: { bold?: boolean; size: number; color?: string }): void {
    const doc = this.doc;
    doc.fontSize(style.size).fillColor(style.color ?? '#000000');
    const weight = style.bold ? 700 : 400;
    let cursor = x;
    for (const run of fontRuns(value)) {
      doc.font(pdfFontName(run.subset, weight));
      withActualText(doc, run, () => doc.text(run.text, cursor, y, { lineBreak: false }));
      cursor += doc.widthOfString(run.text);
    }
  }
}
