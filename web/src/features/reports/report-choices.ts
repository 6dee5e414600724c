import { ReportFormatLabels, ReportTypeLabels } from '@portal/contracts/shapes';
import type { ContentEvent } from '../../api/content';
import type { ReportFormat, ReportType } from '../../api/reports';
import { formatDate, toDateInputValue } from '../../lib/format';

/** dayjs's pattern for the en-IN day formatDate shows: 01/04/2025. */
export const DATE_PICKER_FORMAT = 'DD/MM/YYYY';

export const REPORT_TYPE_OPTIONS: { value: ReportType; label: string; covers: string }[] = [
  { value: 'members', label: ReportTypeLabels.members, covers: 'Members who joined between the dates' },
  { value: 'events', label: ReportTypeLabels.events, covers: 'Events held between the dates' },
  { value: 'id-cards', label: ReportTypeLabels['id-cards'], covers: 'ID cards made or uploaded between the dates' },
  { value: 'payments', label: ReportTypeLabels.payments, covers: 'Payments received between the dates' },
];

export const REPORT_FORMAT_OPTIONS: { value: ReportFormat; label: string }[] = [
  { value: 'csv', label: ReportFormatLabels.csv },
  { value: 'excel', label: ReportFormatLabels.excel },
  { value: 'pdf', label: ReportFormatLabels.pdf },
];

export const typeLabel = (type: string) => REPORT_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
export const formatLabel = (format: string) => REPORT_FORMAT_OPTIONS.find((o) => o.value === format)?.label ?? format;

/** '01/04/2025 – 30/04/2025', 'From 01/04/2025', 'Up to 30/04/2025' or 'All dates'. */
export function rangeText(from: string | null, to: string | null): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Up to ${formatDate(to)}`;
  return 'All dates';
}

/** The 'to' date's problem, if any: it may not come before 'from'. */
export function rangeError(from: string | null, to: string | null): string | null {
  return from && to && to < from ? 'The to date must be on or after the from date' : null;
}

/** Events whose date falls in this calendar year in India. */
export function eventsThisYear(events: readonly Pick<ContentEvent, 'eventDate'>[], now = new Date()): number {
  const year = toDateInputValue(now).slice(0, 4);
  return events.filter((event) => toDateInputValue(event.eventDate).slice(0, 4) === year).length;
}
