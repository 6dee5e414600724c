import { ImportRowError, MembershipErrorCode } from '@portal/contracts';
import { CsvError, parse } from 'csv-parse';
import { Transform, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MembershipException } from '../members/membership.exception';
import { checkImportRow, FileDuplicates, ImportRow, mapHeader, rowMember, rowRecord } from './import-row.rules';

/** Above this a file is refused: split it. 50,000 rows import in seconds. */
export const MAX_IMPORT_ROWS = 200_000;

export const ImportFileMessages = {
  notCsv: 'Please upload a CSV file',
  noHeader: 'The CSV file has no header row with firstName, lastName and phone',
  missing: 'The uploaded file could not be found; please upload it again',
  tooLarge: `The CSV file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; please split it into smaller files`,
  unreadable: (reason: string) => `The CSV file could not be read: ${reason}`,
} as const;

export const invalidImportFile = (message: string) =>
  new MembershipException(MembershipErrorCode.InvalidImportFile, message);

/** Refuses binary files (spreadsheets, images, PDFs) before they reach the CSV parser: text has no NUL bytes. */
class TextGuard extends Transform {
  private checked = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked < 64 * 1024) {
      this.checked += chunk.length;
      if (chunk.includes(0)) return callback(invalidImportFile(ImportFileMessages.notCsv));
    }
    callback(null, chunk);
  }
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Receives rows that passed the rules, in batches, while the file is still being read. */
export type ImportRowSink = (rows: ImportRow[]) => Promise<void>;

const BATCH = 2000;

/**
 * Reads a member CSV as a stream: UTF-8 with or without BOM, CRLF or LF,
 * quoted fields with commas, quotes and line breaks, the header in any column
 * order. Every row that fails the rules or repeats an earlier row gets an
 * error by spreadsheet row number (header = row 1; blank lines count as rows,
 * as a spreadsheet shows them, and are skipped). The good rows go to `sink` in
 * batches as they come, or are answered in `rows` without a sink.
 */
/** A row that failed, with its cells as they were in the file (for the failed-rows CSV). */
export interface FailedImportRow extends ImportRowError {
  cells: string[];
}

export async function readMemberCsv(
  source: NodeJS.ReadableStream | AsyncIterable<Buffer | string>,
  prefix: string,
  sink?: ImportRowSink,
  now: Date = new Date(),
): Promise<{ rows: ImportRow[]; errors: FailedImportRow[]; valid: number; header: string[] }> {
  const kept: ImportRow[] = [];
  let header: string[] = [];
  let batch: ImportRow[] = [];
  const errors: FailedImportRow[] = [];
  const duplicates = new FileDuplicates();
  let columns: ReturnType<typeof mapHeader> = null;
  let rowNumber = 0;
  let dataRows = 0;
  let valid = 0;

  try {
    await pipeline(
      source,
      new TextGuard(),
      parse({ bom: true, relax_column_count: true, skip_empty_lines: false }),
      async (records: AsyncIterable<string[]>) => {
        for await (const cells of records) {
          rowNumber++;
          if (isBlank(cells)) continue;
          if (!columns) {
            columns = mapHeader(cells);
            if (!columns) throw invalidImportFile(ImportFileMessages.noHeader);
            header = cells;
            continue;
          }
          if (++dataRows > MAX_IMPORT_ROWS) throw invalidImportFile(ImportFileMessages.tooLarge);
          const record = rowRecord(columns, cells);
          const checked = checkImportRow(record, rowNumber, prefix, cells, now);
          const problem = checked.error ?? duplicates.check(checked.row);
          if (problem) {
            errors.push({ row: rowNumber, error: problem, member: rowMember(record), cells });
            continue;
          }
          valid++;
          (sink ? batch : kept).push(checked.row!);
          if (sink && batch.length >= BATCH) {
            await sink(batch);
            batch = [];
          }
        }
        if (sink && batch.length > 0) await sink(batch);
      },
    );
  } catch (error) {
    if (error instanceof CsvError) throw invalidImportFile(ImportFileMessages.unreadable(error.message));
    throw error;
  }
  if (!columns) throw invalidImportFile(ImportFileMessages.noHeader);
  return { rows: kept, errors, valid, header };
}
