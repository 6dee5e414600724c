import type { ReportType } from '../shapes/reports.shapes';
import type { Language } from './language';

/*
 * What a report's PDF prints around its rows (issue 31), in the requesting admin's language: the title, the range,
 * when it was made, page numbers, the record count and totals, and the column headings. English word for word as
 * the PDFs had it; Kannada as the admin's Reports page and the glossary say it (web/src/i18n/glossary.md). CSV
 * and Excel keep their English headers (the spec's contract); a PDF's Kannada headings are keyed by column id.
 * Both catalogues have the same ids and {{placeholders}} (report-pdf-messages.spec.ts).
 */
const en = {
  'title.members': 'Members report',
  'title.events': 'Events report',
  'title.id-cards': 'ID Cards report',
  'title.payments': 'Payments report',
  'range.both': 'From {{from}} to {{to}}',
  'range.from': 'From {{from}}',
  'range.to': 'Up to {{to}}',
  'range.all': 'All dates',
  generated: 'Generated {{at}}',
  page: 'Page {{page}}',
  'records.one': '{{count}} record',
  'records.other': '{{count}} records',
  noRecords: 'No records in this range',
  total: 'Total ({{records}})',
  totalOf: 'Total {{group}} ({{records}})',
};

export type ReportPdfMessageId = keyof typeof en;

const kn: Record<ReportPdfMessageId, string> = {
  'title.members': 'ಸದಸ್ಯರ ವರದಿ',
  'title.events': 'ಕಾರ್ಯಕ್ರಮಗಳ ವರದಿ',
  'title.id-cards': 'ಗುರುತಿನ ಚೀಟಿಗಳ ವರದಿ',
  'title.payments': 'ಪಾವತಿಗಳ ವರದಿ',
  'range.both': '{{from}} ರಿಂದ {{to}} ರವರೆಗೆ',
  'range.from': '{{from}} ರಿಂದ',
  'range.to': '{{to}} ರವರೆಗೆ',
  'range.all': 'ಎಲ್ಲಾ ದಿನಾಂಕಗಳು',
  generated: 'ರಚಿಸಲಾಗಿದೆ: {{at}}',
  page: 'ಪುಟ {{page}}',
  'records.one': '{{count}} ದಾಖಲೆ',
  'records.other': '{{count}} ದಾಖಲೆಗಳು',
  noRecords: 'ಈ ಅವಧಿಯಲ್ಲಿ ಯಾವುದೇ ದಾಖಲೆಗಳಿಲ್ಲ',
  total: 'ಒಟ್ಟು ({{records}})',
  totalOf: 'ಒಟ್ಟು {{group}} ({{records}})',
};

export const ReportPdfMessages: Record<Language, Record<ReportPdfMessageId, string>> = { en, kn };

/** The message in `language` with its {{placeholders}} filled. */
export function reportPdfMessage(
  language: Language,
  id: ReportPdfMessageId,
  values: Record<string, string | number> = {},
): string {
  return ReportPdfMessages[language][id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A report's title: 'Members report'. */
export const reportTitle = (language: Language, type: ReportType): string =>
  reportPdfMessage(language, `title.${type}`);

/** '1 record', '120 records'. */
export const reportRecords = (language: Language, count: number): string =>
  reportPdfMessage(language, count === 1 ? 'records.one' : 'records.other', { count });

/**
 * The reports' columns by id (membership's report sources give each column one). A column's English heading is the
 * header its CSV and Excel files carry, the spec's words, which stays with the column; other languages' headings
 * are these, by id, so a header's wording can change without losing its translation.
 */
export const ReportColumnIds = [
  'memberId',
  'name',
  'phone',
  'email',
  'status',
  'joined',
  'membershipStart',
  'membershipEnd',
  'city',
  'schemes',
  'title',
  'date',
  'location',
  'category',
  'capacity',
  'signedUp',
  'idCard',
  'generated',
  'validUntil',
  'receiptNo',
  'scheme',
  'period',
  'amount',
  'dueDate',
  'paymentDate',
  'method',
  'transactionId',
] as const;
export type ReportColumnId = (typeof ReportColumnIds)[number];

/** The reports' column headings in Kannada, by column id. */
export const ReportHeadingsKn: Record<ReportColumnId, string> = {
  memberId: 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  name: 'ಹೆಸರು',
  phone: 'ಫೋನ್',
  email: 'ಇಮೇಲ್',
  status: 'ಸ್ಥಿತಿ',
  joined: 'ಸೇರಿದ ದಿನಾಂಕ',
  membershipStart: 'ಸದಸ್ಯತ್ವ ಆರಂಭ',
  membershipEnd: 'ಸದಸ್ಯತ್ವ ಮುಕ್ತಾಯ',
  city: 'ನಗರ',
  schemes: 'ಯೋಜನೆಗಳು',
  title: 'ಶೀರ್ಷಿಕೆ',
  date: 'ದಿನಾಂಕ',
  location: 'ಸ್ಥಳ',
  category: 'ವರ್ಗ',
  capacity: 'ಸ್ಥಾನಗಳ ಮಿತಿ',
  signedUp: 'ಹೆಸರು ನೋಂದಾಯಿಸಿದವರು',
  idCard: 'ಗುರುತಿನ ಚೀಟಿ',
  generated: 'ರಚಿಸಿದ ದಿನಾಂಕ',
  validUntil: 'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ',
  receiptNo: 'ರಶೀದಿ ಸಂಖ್ಯೆ',
  scheme: 'ಯೋಜನೆ',
  period: 'ಅವಧಿ',
  amount: 'ಮೊತ್ತ',
  dueDate: 'ಪಾವತಿಸಬೇಕಾದ ದಿನಾಂಕ',
  paymentDate: 'ಪಾವತಿ ದಿನಾಂಕ',
  method: 'ಪಾವತಿ ವಿಧಾನ',
  transactionId: 'ವಹಿವಾಟು ಸಂಖ್ಯೆ',
};

/** A column's heading in `language`: its English header in English, else the catalogue's by its id. */
export function reportHeading(language: Language, column: { id: ReportColumnId; header: string }): string {
  return language === 'kn' ? ReportHeadingsKn[column.id] : column.header;
}
