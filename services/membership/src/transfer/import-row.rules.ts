import {
  MemberImportColumn,
  MemberImportColumns,
  MemberImportDateFormats,
  MemberStatus,
  RequiredMemberImportColumns,
  savedValidity,
} from '@portal/contracts';
import { parseSpreadsheetDate } from '../members/dates';
import { checkMemberInput, Messages } from '../members/member-input.rules';

/** A row that passed the rules, ready to insert. `row` is the spreadsheet row number (header = 1). */
export interface ImportRow {
  row: number;
  memberId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  address: string | null;
  dateOfBirth: string | null;
  status: MemberStatus;
  /** Always set: a blank start is the day of the import (savedValidity). */
  membershipStartDate: Date;
  membershipEndDate: Date | null;
  /** True when the row was active without an end date and got one year from its start. */
  endDefaulted: boolean;
  /** Whose row it is, for the error list. */
  member: string | null;
  /** The cells as they were in the file, for the failed-rows CSV. */
  cells: string[];
}

const HEADER_NAMES: Record<string, MemberImportColumn> = {
  ...Object.fromEntries(MemberImportColumns.map((column) => [column.toLowerCase(), column])),
  membershipid: 'memberId',
  emailaddress: 'email',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  dob: 'dateOfBirth',
  startdate: 'membershipStartDate',
  enddate: 'membershipEndDate',
  validfrom: 'membershipStartDate',
  validuntil: 'membershipEndDate',
};

/**
 * Which column each header cell names, case and spacing ignored ("First Name",
 * "first_name" and "FIRSTNAME" are firstName). Null when a required column is
 * missing: then the first row is not a member header at all.
 */
export function mapHeader(cells: string[]): (MemberImportColumn | null)[] | null {
  const seen = new Set<MemberImportColumn>();
  const columns = cells.map((cell) => {
    const column =
      HEADER_NAMES[
        cell
          .trim()
          .toLowerCase()
          .replace(/[^a-z]/g, '')
      ] ?? null;
    // A repeated column: the first one counts.
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
  return RequiredMemberImportColumns.every((column) => seen.has(column)) ? columns : null;
}

/** An apostrophe the export (csvCell) put before = + - @ tab or CR so a spreadsheet shows the cell as text. */
const NEUTRALISED_FORMULA = /^'(?=[=+\-@\t\r])/;

/**
 * The row's cells by column, missing cells as ''. The apostrophe the export writes before a cell that would
 * otherwise run as a formula is taken off again, so an exported name like "=Ravi" re-imports as it was.
 */
export function rowRecord(
  columns: (MemberImportColumn | null)[],
  cells: string[],
): Partial<Record<MemberImportColumn, string>> {
  const record: Partial<Record<MemberImportColumn, string>> = {};
  columns.forEach((column, index) => {
    if (column) record[column] = (cells[index] ?? '').replace(NEUTRALISED_FORMULA, '');
  });
  return record;
}

/** Whose row it is, as the file names them: "First Last", else the member id; null when neither is given. */
export function rowMember(record: Partial<Record<MemberImportColumn, string>>): string | null {
  const name = [record.firstName, record.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || record.memberId?.trim() || null;
}

const DATE_FORMATS = `${MemberImportDateFormats.slice(0, -1).join(', ')} or ${MemberImportDateFormats.at(-1)}`;

export const ImportMessages = {
  dateOfBirthInvalid: `Date of birth must be a real date written as ${DATE_FORMATS}`,
  startDateInvalid: `Membership start date must be a real date written as ${DATE_FORMATS}`,
  endDateInvalid: `Membership end date must be a real date written as ${DATE_FORMATS}`,
  phoneScientific: (cell: string) =>
    `Phone number "${cell}" was saved by the spreadsheet in scientific notation, which loses digits; ` +
    'format the phone column as text and save the CSV again',
} as const;

/** 9.88601E+09: what a spreadsheet writes for a long number in a General-formatted column. */
const SCIENTIFIC = /^[+-]?\d+(\.\d+)?e[+-]?\d+$/i;

/**
 * The member-form rules applied to one CSV row, with the same messages; all
 * problems of the row in one line, separated by "; ". Dates of birth may also
 * be written day first as spreadsheets in India save them; a phone number a
 * spreadsheet turned into scientific notation is refused, never guessed.
 */
export function checkImportRow(
  record: Partial<Record<MemberImportColumn, string>>,
  row: number,
  prefix: string,
  cells: string[] = [],
  now: Date = new Date(),
): { row: ImportRow; error?: undefined } | { error: string; row?: undefined } {
  // Day-first dates become YYYY-MM-DD; anything else goes to the member-form rules as written.
  const asDate = (cell: string | undefined) => (cell?.trim() ? (parseSpreadsheetDate(cell) ?? cell) : cell);
  const dateOfBirth = asDate(record.dateOfBirth);
  const phone = record.phone ?? '';
  const { values, errors } = checkMemberInput(
    {
      memberId: record.memberId,
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      email: record.email,
      phone,
      address: record.address,
      dateOfBirth,
      membershipStartDate: asDate(record.membershipStartDate),
      membershipEndDate: asDate(record.membershipEndDate),
      status: record.status,
    },
    'create',
    prefix,
  );
  const messages = errors.map((e) => {
    if (e.field === 'phone' && SCIENTIFIC.test(phone.trim())) return ImportMessages.phoneScientific(phone.trim());
    if (e.field === 'dateOfBirth' && e.message === Messages.dateOfBirthInvalid)
      return ImportMessages.dateOfBirthInvalid;
    if (e.message === Messages.startDateInvalid) return ImportMessages.startDateInvalid;
    if (e.message === Messages.endDateInvalid) return ImportMessages.endDateInvalid;
    return e.message;
  });
  if (messages.length > 0) return { error: messages.join('; ') };
  const status = values.status ?? 'pending';
  const validity = savedValidity(
    {
      status,
      membershipStartDate: values.membershipStartDate ?? null,
      membershipEndDate: values.membershipEndDate ?? null,
    },
    now,
  );
  return {
    row: {
      row,
      memberId: values.memberId ?? null,
      firstName: values.firstName!,
      lastName: values.lastName!,
      email: values.email ?? null,
      phone: values.phone!,
      address: values.address ?? null,
      dateOfBirth: values.dateOfBirth ?? null,
      status,
      ...validity,
      member: rowMember(record),
      cells,
    },
  };
}

/** Remembers member ids, e-mails and phones already used in the file; the first row that uses one keeps it. */
export class FileDuplicates {
  private readonly memberIds = new Map<string, number>();
  private readonly emails = new Map<string, number>();
  private readonly phones = new Map<string, number>();

  /** An error for a row repeating an earlier row's id, e-mail or phone; otherwise records the row's values. */
  check(candidate: ImportRow): string | null {
    const email = candidate.email?.toLowerCase() ?? null;
    const problems: string[] = [];
    const earlierId = candidate.memberId ? this.memberIds.get(candidate.memberId) : undefined;
    if (earlierId)
      problems.push(`Membership ID "${candidate.memberId}" appears more than once in the file (also row ${earlierId})`);
    const earlierEmail = email ? this.emails.get(email) : undefined;
    if (earlierEmail) problems.push(`Email address appears more than once in the file (also row ${earlierEmail})`);
    const earlierPhone = this.phones.get(candidate.phone);
    if (earlierPhone) problems.push(`Phone number appears more than once in the file (also row ${earlierPhone})`);
    if (problems.length > 0) return problems.join('; ');
    if (candidate.memberId) this.memberIds.set(candidate.memberId, candidate.row);
    if (email) this.emails.set(email, candidate.row);
    this.phones.set(candidate.phone, candidate.row);
    return null;
  }
}
