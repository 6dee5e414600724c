/**
 * The bulk import file (spec part 1 §5), decorator-free so the web's import
 * dialog shows the same columns and date formats the server reads.
 */

/** Columns of a member import file, in the order the sample and the export use. */
export const MemberImportColumns = [
  'memberId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'status',
  'membershipStartDate',
  'membershipEndDate',
] as const;
export type MemberImportColumn = (typeof MemberImportColumns)[number];
export const RequiredMemberImportColumns: readonly MemberImportColumn[] = ['firstName', 'lastName', 'phone'];

/**
 * How a date (of birth, membership start and end) may be written in an import file: ISO as the export writes
 * it, or day first as the en-IN locale of Excel and LibreOffice saves it.
 */
export const MemberImportDateFormats = ['DD/MM/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'] as const;

/** The import dialog's column help, in the words of the sample file. */
export const MemberImportColumnHelp = {
  required: RequiredMemberImportColumns.join(', '),
  optional: [
    'memberId (unique; blank to auto-generate)',
    'email',
    'address',
    `dateOfBirth (${MemberImportDateFormats.join(', ')})`,
    'status (active, pending, expired or suspended)',
    `membershipStartDate and membershipEndDate (the same date formats; a blank start is the day of the import, and an active member without an end date gets one year from the start)`,
  ].join(', '),
  phone: '10-digit mobile number; +91 or 0 in front and spaces are fine. Format the column as text in the spreadsheet',
} as const;
