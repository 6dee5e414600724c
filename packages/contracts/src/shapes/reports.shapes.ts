/**
 * Reports (issue 13, spec part 1 §2 Reports page): the exports an admin makes and the Recent Exports
 * log. No decorators or Node modules: the web imports this file.
 */

export const ReportTypes = ['members', 'events', 'id-cards', 'payments'] as const;
export type ReportType = (typeof ReportTypes)[number];

export const ReportFormats = ['csv', 'excel', 'pdf'] as const;
export type ReportFormat = (typeof ReportFormats)[number];

export const ReportTypeLabels: Record<ReportType, string> = {
  members: 'Members',
  events: 'Events',
  'id-cards': 'ID Cards',
  payments: 'Payments',
};

export const ReportFormatLabels: Record<ReportFormat, string> = {
  csv: 'CSV',
  excel: 'Excel',
  pdf: 'PDF',
};

/** One line of Recent Exports (GET /api/reports/exports). */
export interface ReportExportDto {
  id: string;
  type: ReportType;
  format: ReportFormat;
  /** The range asked for, YYYY-MM-DD (India's calendar days, inclusive); null when open on that side. */
  from: string | null;
  to: string | null;
  rows: number;
  /** Bytes. */
  size: number;
  fileName: string;
  /** Who made it: the admin's name, else e-mail; null when the admin is gone. */
  createdBy: string | null;
  createdAt: string;
  /** GET path that downloads the stored copy again. */
  downloadUrl: string;
}

export interface ListReportExportsAnswer {
  /** Newest first. */
  exports: ReportExportDto[];
  /** Every export ever logged (the Reports Generated tile). */
  total: number;
}
