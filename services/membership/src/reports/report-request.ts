import {
  DEFAULT_LANGUAGE,
  FieldError,
  Language,
  ReportFormat,
  ReportFormats,
  reportPdfMessage,
  ReportType,
  ReportTypes,
} from '@portal/contracts';
import { ValidationFailedException } from '@portal/platform';
import { formatCalendarDay } from './report-format';
import { ReportRange } from './report-sources';

export interface ReportRequest extends ReportRange {
  type: ReportType;
  format: ReportFormat;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD, else null (2025-02-31 is not one). */
export function calendarDay(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? text : null;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * GET /api/reports/{type}?format=&from=&to=: the type and format named exactly, the dates as YYYY-MM-DD
 * days in India (both inclusive, either may be left out). Anything else is a 400 that says what is wrong
 * (the gateway forwards it as it is).
 */
export function parseReportRequest(type: unknown, query: Record<string, unknown>): ReportRequest {
  const errors: FieldError[] = [];
  if (!oneOf(ReportTypes, type)) {
    errors.push({ field: 'type', message: `Report type must be one of ${ReportTypes.join(', ')}` });
  }
  const format = query.format === undefined || query.format === '' ? 'csv' : query.format;
  if (!oneOf(ReportFormats, format)) {
    errors.push({ field: 'format', message: `format must be one of ${ReportFormats.join(', ')}` });
  }
  const day = (field: 'from' | 'to'): string | null => {
    const value = query[field];
    if (value === undefined || value === '') return null;
    const parsed = typeof value === 'string' ? calendarDay(value) : null;
    if (parsed === null) errors.push({ field, message: `${field} must be a date as YYYY-MM-DD` });
    return parsed;
  };
  const from = day('from');
  const to = day('to');
  if (from !== null && to !== null && from > to) {
    errors.push({ field: 'to', message: 'The to date must be on or after the from date' });
  }
  if (errors.length > 0) throw new ValidationFailedException(errors, errors[0].message);
  return { type: type as ReportType, format: format as ReportFormat, from, to };
}

/** 'From 01/04/2025 to 30/04/2025', 'From 01/04/2025', 'Up to 30/04/2025' or 'All dates' (in `language`). */
export function rangeLabel({ from, to }: ReportRange, language: Language = DEFAULT_LANGUAGE): string {
  const days = { from: from ? formatCalendarDay(from) : '', to: to ? formatCalendarDay(to) : '' };
  if (days.from && days.to) return reportPdfMessage(language, 'range.both', days);
  if (days.from) return reportPdfMessage(language, 'range.from', days);
  if (days.to) return reportPdfMessage(language, 'range.to', days);
  return reportPdfMessage(language, 'range.all');
}

/** members-report_2025-04-01_to_2025-04-30.xlsx; an open side reads 'start' or the day it was made. */
export function reportFileName(request: ReportRequest, extension: string, today: string): string {
  const range =
    request.from || request.to ? `${request.from ?? 'start'}_to_${request.to ?? today}` : `all_as_of_${today}`;
  return `${request.type}-report_${range}.${extension}`;
}
