import { ReportFormats, ReportTypes } from '@portal/contracts/shapes';
import type { ContentEvent } from '../../api/content';
import type { AdminReportsTexts } from '../../i18n/admin-reports';
import reports from '../../i18n/locales/en/admin/reports.json';
import { translateWith } from '../../i18n/texts';
import type { ReportFormat, ReportType } from '../../api/reports';
import { formatDate, toDateInputValue } from '../../lib/format';

/** dayjs's pattern for the en-IN day formatDate shows: 01/04/2025. */
export const DATE_PICKER_FORMAT = 'DD/MM/YYYY';

/** The English texts, for callers outside React (and the tests); the page passes the shown language's. */
const ENGLISH: AdminReportsTexts = translateWith('adminReports', reports, 'en');

/** The report types with what each covers (the contract's labels are the catalogue's English). */
export const reportTypeOptions = (t: AdminReportsTexts = ENGLISH) =>
  ReportTypes.map((value: ReportType) => ({ value, label: t(`types.${value}`), covers: t(`covers.${value}`) }));

export const reportFormatOptions = (t: AdminReportsTexts = ENGLISH) =>
  ReportFormats.map((value: ReportFormat) => ({ value, label: t(`formats.${value}`) }));

export const typeLabel = (type: string, t: AdminReportsTexts = ENGLISH) =>
  reportTypeOptions(t).find((o) => o.value === type)?.label ?? type;
export const formatLabel = (format: string, t: AdminReportsTexts = ENGLISH) =>
  reportFormatOptions(t).find((o) => o.value === format)?.label ?? format;

/** '01/04/2025 – 30/04/2025', 'From 01/04/2025', 'Up to 30/04/2025' or 'All dates'. */
export function rangeText(from: string | null, to: string | null, t: AdminReportsTexts = ENGLISH): string {
  if (from && to) return t('range.both', { from: formatDate(from), to: formatDate(to) });
  if (from) return t('range.from', { from: formatDate(from) });
  if (to) return t('range.to', { to: formatDate(to) });
  return t('range.all');
}

/** The 'to' date's problem, if any: it may not come before 'from'. */
export function rangeError(from: string | null, to: string | null, t: AdminReportsTexts = ENGLISH): string | null {
  return from && to && to < from ? t('range.error') : null;
}

/** Events whose date falls in this calendar year in India. */
export function eventsThisYear(events: readonly Pick<ContentEvent, 'eventDate'>[], now = new Date()): number {
  const year = toDateInputValue(now).slice(0, 4);
  return events.filter((event) => toDateInputValue(event.eventDate).slice(0, 4) === year).length;
}
