import { useQuery } from '@tanstack/react-query';
import type { ListReportExportsAnswer, ReportExportDto, ReportFormat, ReportType } from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import { downloadFile } from './members';

/** Reports (issue 13) as the gateway answers them (contracts' shapes, never copied). */
export type ReportExport = ReportExportDto;
export type ReportExports = ListReportExportsAnswer;
export type { ReportFormat, ReportType };

export interface ReportChoice {
  type: ReportType;
  format: ReportFormat;
  /** YYYY-MM-DD, India's calendar days, both inclusive; null when open on that side. */
  from: string | null;
  to: string | null;
}

export const reportKeys = {
  all: ['reports'] as const,
  exports: () => [...reportKeys.all, 'exports'] as const,
};

/** GET path of a report; the server streams it and names the file in Content-Disposition. */
export function reportUrl({ type, format, from, to }: ReportChoice): string {
  return apiUrl('/api/reports/{type}', { path: { type }, query: { format, from, to } });
}

/**
 * Starts the report's download as a plain link, so a large report streams to disk instead of being
 * held in the page, and the browser names it from Content-Disposition.
 */
export function downloadReport(choice: ReportChoice): void {
  downloadFile(reportUrl(choice));
}

export const fetchReportExports = (): Promise<ReportExports> => answerOf(api.GET('/api/reports/exports'));

/** Recent Exports as a well-formed answer, also when the call failed or a field is missing. */
export function exportsOrEmpty(answer: Partial<ReportExports> | null | undefined): ReportExports {
  const exports = Array.isArray(answer?.exports) ? answer.exports : [];
  const total = Number(answer?.total);
  return { exports, total: Number.isFinite(total) ? total : exports.length };
}

/** How often Recent Exports is asked again while a report just asked for is being made. */
export const EXPORTS_POLL_MS = 2000;

/**
 * Recent Exports. `awaitingAbove`: the total when a report was asked for; the list is asked again
 * until the total passes it (the new export is logged once its file is complete).
 */
export function useReportExportsQuery(awaitingAbove: number | null = null) {
  return useQuery({
    queryKey: reportKeys.exports(),
    queryFn: fetchReportExports,
    refetchInterval: (query) =>
      awaitingAbove !== null && exportsOrEmpty(query.state.data).total <= awaitingAbove ? EXPORTS_POLL_MS : false,
  });
}
