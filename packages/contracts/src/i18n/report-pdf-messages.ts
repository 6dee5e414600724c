import type { ReportType } from '../shapes/reports.shapes';
import type { Language } from './language';

/*
 * What a report's PDF prints around its rows (issue 31), in the requesting admin's language: the title, the range,
 * when it was made, page numbers, the record count and totals, and the column headings. English word for word as
 * the PDFs had it; Kannada as the admin's Reports page and the glossary say it (web/src/i18n/glossary.md). CSV
 * and Excel keep their English headers (the spec's contract), so headings are looked up by that English header.
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

/** The reports' column headings in Kannada, by the English header the CSV and Excel files carry. */
export const ReportHeadingsKn: Record<string, string> = {
  'Member ID': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  Name: 'ಹೆಸರು',
  Phone: 'ಫೋನ್',
  Email: 'ಇಮೇಲ್',
  Status: 'ಸ್ಥಿತಿ',
  Joined: 'ಸೇರಿದ ದಿನಾಂಕ',
  'Membership Start': 'ಸದಸ್ಯತ್ವ ಆರಂಭ',
  'Membership End': 'ಸದಸ್ಯತ್ವ ಮುಕ್ತಾಯ',
  City: 'ನಗರ',
  Schemes: 'ಯೋಜನೆಗಳು',
  Title: 'ಶೀರ್ಷಿಕೆ',
  Date: 'ದಿನಾಂಕ',
  Location: 'ಸ್ಥಳ',
  Category: 'ವರ್ಗ',
  Capacity: 'ಸ್ಥಾನಗಳ ಮಿತಿ',
  'Signed Up': 'ಹೆಸರು ನೋಂದಾಯಿಸಿದವರು',
  'ID Card': 'ಗುರುತಿನ ಚೀಟಿ',
  Generated: 'ರಚಿಸಿದ ದಿನಾಂಕ',
  'Valid Until': 'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ',
  'Receipt No': 'ರಶೀದಿ ಸಂಖ್ಯೆ',
  Scheme: 'ಯೋಜನೆ',
  Period: 'ಅವಧಿ',
  Amount: 'ಮೊತ್ತ',
  'Due Date': 'ಪಾವತಿಸಬೇಕಾದ ದಿನಾಂಕ',
  'Payment Date': 'ಪಾವತಿ ದಿನಾಂಕ',
  Method: 'ಪಾವತಿ ವಿಧಾನ',
  'Transaction ID': 'ವಹಿವಾಟು ಸಂಖ್ಯೆ',
};

/** A column heading in `language`: the English header itself in English, or when the catalogue lacks it. */
export function reportHeading(language: Language, header: string): string {
  return language === 'kn' ? (ReportHeadingsKn[header] ?? header) : header;
}
