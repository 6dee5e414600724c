import { MemberImportColumns } from '../shapes/member-import.shapes';

export {
  MemberImportColumnHelp,
  MemberImportColumns,
  MemberImportDateFormats,
  RequiredMemberImportColumns,
} from '../shapes/member-import.shapes';
export type { MemberImportColumn } from '../shapes/member-import.shapes';

export const SAMPLE_MEMBERS_CSV_FILE_NAME = 'sample_members_import.csv';

/**
 * GET /api/members/sample-csv serves this as is. It imports without changes
 * (member ids left blank so they are generated with whatever prefix is
 * configured); the quoted address shows how a comma inside a field is written,
 * and the dates show the accepted formats (day first as an en-IN
 * spreadsheet saves them, or YYYY-MM-DD as the export writes them), as do the phone numbers; the last
 * active member has no end date and gets one year from the start.
 */
export const SAMPLE_MEMBERS_CSV = [
  MemberImportColumns.join(','),
  ',Ravi,Kumar,ravi.kumar@example.com,9876543210,"12 MG Road, Mysuru",12/04/1985,active,01/04/2026,31/03/2027',
  ',Lakshmi,Narayan,lakshmi.narayan@example.com,+91 98450 12345,"45 Temple Street, Udupi",1990-11-03,pending,,',
  ',Suresh,Gowda,,09900112233,Hassan,,active,2026-06-15,',
  '',
].join('\r\n');
