import type { Language, ReportColumnId, ReportFormat, ReportType } from '@portal/contracts';
import type { Writable } from 'node:stream';

/**
 * How a column's values are written: `date` and `datetime` are instants shown in India,
 * `money` is rupees (a number), `count` a whole number.
 */
export type ReportCellKind = 'text' | 'date' | 'datetime' | 'money' | 'count';

export interface ReportColumn {
  /** What a PDF's heading is looked up by in another language than English (contracts' report-pdf-messages). */
  id: ReportColumnId;
  /** The English header: the CSV's and Excel's (the spec's words) and an English PDF's. */
  header: string;
  kind: ReportCellKind;
  /** Width in characters in Excel (the PDF sizes its columns to what they hold). */
  width: number;
  /**
   * A value readers copy whole (an id, e-mail, phone or transaction id): the PDF never wraps it. Dates, amounts and
   * counts are always kept whole; other text wraps at spaces.
   */
  keepWhole?: boolean;
}

export type ReportValue = string | number | Date | null;
export type ReportRow = ReportValue[];

/** A report ready to write: its columns and its rows, a batch at a time as the owner pages through them. */
export interface ReportTable {
  type: ReportType;
  /** 'Members report' */
  title: string;
  /** 'From 01/04/2025 to 30/04/2025', 'All dates', ... (in `language`) */
  rangeLabel: string;
  generatedAt: Date;
  columns: ReportColumn[];
  batches: AsyncIterable<ReportRow[]>;
  /** The column whose values the money totals are given by (a payments report's Status); else one total. */
  totalsBy?: number;
  /**
   * The language a PDF prints its title, headings and footer in (issue 31; English when absent). CSV and Excel
   * ignore it: their English headers are the spec's contract.
   */
  language?: Language;
}

/** One output format. `write` writes the whole table to `out`, ends it, and answers the number of rows. */
export interface ReportWriter {
  readonly format: ReportFormat;
  readonly contentType: string;
  readonly extension: string;
  /** Loads what the writer draws with (a library loaded on first use), while the first rows are read. */
  prepare?(): void;
  write(table: ReportTable, out: Writable): Promise<number>;
}
