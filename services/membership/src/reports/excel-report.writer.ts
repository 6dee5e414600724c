import { Injectable } from '@nestjs/common';
import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { indiaDay, indiaWallClock } from './report-format';
import { drained } from './report-sink';
import { ReportCellKind, ReportColumn, ReportTable, ReportValue, ReportWriter } from './report-table';

/** Rupees with Indian digit grouping (1,00,00,000.00): Excel's grouping is by thousands unless told per range. */
export const RUPEE_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';

const NUMBER_FORMATS: Partial<Record<ReportCellKind, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm AM/PM',
  money: RUPEE_FORMAT,
  count: '0',
};

/** A cell's value as Excel should hold it: dates as date cells (the day or time in India), numbers as numbers. */
export function excelValue(value: ReportValue, column: ReportColumn): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return column.kind === 'datetime' ? indiaWallClock(value) : indiaDay(value);
  return value;
}

/** exceljs (about 6 MB with its zip and XML libraries) is loaded with the first Excel report, not at start-up (issue 28). */
function loadExcelJs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('exceljs') as typeof ExcelJS;
}

/**
 * A real .xlsx through exceljs's streaming WorkbookWriter: each row is committed as it is added, so
 * the sheet goes out through the zip as it is written instead of being built in memory. Strings are
 * written inline (no shared-strings table that would grow with the report).
 */
@Injectable()
export class ExcelReportWriter implements ReportWriter {
  readonly format = 'excel' as const;
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';

  prepare(): void {
    loadExcelJs();
  }

  async write(table: ReportTable, out: Writable): Promise<number> {
    const excel = loadExcelJs();
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Association portal';
    workbook.created = table.generatedAt;
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({ key: column.header, width: column.width }));
    const header = sheet.addRow(table.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();

    let rows = 0;
    for await (const batch of table.batches) {
      for (const values of batch) {
        const row = sheet.addRow(values.map((value, i) => excelValue(value, table.columns[i])));
        table.columns.forEach((column, i) => {
          const format = NUMBER_FORMATS[column.kind];
          if (format && values[i] !== null) row.getCell(i + 1).numFmt = format;
        });
        row.commit();
      }
      rows += batch.length;
      // The zip writes into `out` as rows are committed; wait while the reader is behind.
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
    return rows;
  }
}
