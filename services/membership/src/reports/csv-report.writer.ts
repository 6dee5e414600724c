import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { formatDateTime, formatDay } from './report-format';
import { drained, writeChunk } from './report-sink';
import { ReportColumn, ReportTable, ReportValue, ReportWriter } from './report-table';

// Excel opens a CSV as UTF-8 only when it starts with the byte order mark; without it Kannada names turn to noise.
const BOM = '\ufeff';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A cell starting like a formula runs as one in a spreadsheet (CSV injection): text cells get a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: dates as DD/MM/YYYY in India, amounts as plain decimals, text quoted where RFC 4180 needs it. */
export function csvCell(value: ReportValue, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = column.kind === 'datetime' ? formatDateTime(value) : formatDay(value);
  else if (typeof value === 'number') text = column.kind === 'money' ? value.toFixed(2) : String(value);
  else text = column.kind === 'text' && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReportValue[], columns: ReportColumn[]): string {
  return columns.map((column, i) => csvCell(values[i] ?? null, column)).join(',') + LINE_END;
}

/** CSV (RFC 4180, CRLF lines) with a UTF-8 byte order mark; written a batch at a time. */
@Injectable()
export class CsvReportWriter implements ReportWriter {
  readonly format = 'csv' as const;
  readonly contentType = 'text/csv; charset=utf-8';
  readonly extension = 'csv';

  async write(table: ReportTable, out: Writable): Promise<number> {
    const headers = table.columns.map((c) => ({ ...c, kind: 'text' as const }));
    await writeChunk(
      out,
      BOM +
        csvLine(
          table.columns.map((c) => c.header),
          headers,
        ),
    );
    let rows = 0;
    for await (const batch of table.batches) {
      if (batch.length === 0) continue;
      await writeChunk(out, batch.map((row) => csvLine(row, table.columns)).join(''));
      rows += batch.length;
    }
    await drained(out);
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
    return rows;
  }
}
