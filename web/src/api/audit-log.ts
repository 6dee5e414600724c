import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryDto, AuditLogAnswer, AuditLogFields } from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import { downloadFile } from './members';

/** The audit trail of every change (issue 27), for administrators and viewers (duty 'audit'). */

export type AuditEntry = AuditEntryDto;
export type AuditLogPage = AuditLogAnswer;
/** What the page filters by: a person, an entity (and its id), an action, and India days from/to (both included). */
export type AuditLogFilters = Omit<AuditLogFields, 'cursor' | 'limit'>;

/** Rows per page; the server's own default too (at most 200). */
export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters, cursor: string | null) => [...auditLogKeys.all, 'page', filters, cursor] as const,
};

/** One page, newest first; `cursor` is the `next` of the page before (null for the first). */
export const fetchAuditLog = (filters: AuditLogFilters, cursor: string | null): Promise<AuditLogPage> =>
  answerOf(
    api.GET('/api/audit-log', {
      params: { query: { ...filters, cursor: cursor ?? undefined, limit: AUDIT_LOG_PAGE_SIZE } },
    }),
  );

export function useAuditLogQuery(filters: AuditLogFilters, cursor: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: auditLogKeys.page(filters, cursor),
    queryFn: () => fetchAuditLog(filters, cursor),
    // Asked again whenever the page opens: changes keep being made meanwhile.
    refetchOnMount: 'always',
    // Paging keeps the rows on screen until the next page arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET path of the CSV of every entry matching the filters (the server names the file). */
export const auditLogExportUrl = (filters: AuditLogFilters): string =>
  apiUrl('/api/audit-log/export', { query: { ...filters } });

/**
 * Downloads the filtered log as CSV through a plain link, as the members export and reports do: up to 100,000
 * rows stream to disk instead of being held in the page, and the browser names the file from Content-Disposition.
 */
export function exportAuditLog(filters: AuditLogFilters): void {
  downloadFile(auditLogExportUrl(filters));
}
