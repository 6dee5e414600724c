/** Columns of a member import file (spec part 1 §5), in the order the sample and the export use. */
export const MemberImportColumns = [
  'memberId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'status',
] as const;
export type MemberImportColumn = (typeof MemberImportColumns)[number];
export const RequiredMemberImportColumns: readonly MemberImportColumn[] = ['firstName', 'lastName', 'phone'];

export const SAMPLE_MEMBERS_CSV_FILE_NAME = 'sample_members_import.csv';

/**
 * GET /api/members/sample-csv serves this as is. It imports without changes
 * (member ids left blank so they are generated with whatever prefix is
 * configured); the quoted address shows how a comma inside a field is written.
 */
export const SAMPLE_MEMBERS_CSV = [
  MemberImportColumns.join(','),
  ',Ravi,Kumar,ravi.kumar@example.com,9876543210,"12 MG Road, Mysuru",1985-04-12,active',
  ',Lakshmi,Narayan,lakshmi.narayan@example.com,9845012345,"45 Temple Street, Udupi",1990-11-03,pending',
  ',Suresh,Gowda,,9900112233,Hassan,,active',
  '',
].join('\r\n');
