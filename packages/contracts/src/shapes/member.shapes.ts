/**
 * Members as they cross the wire (spec part 1 §3, part 2 §3). Plain TypeScript
 * with no imports of decorators or Node modules: the web imports this file
 * through `@portal/contracts/shapes`, the server's DTO classes implement it.
 */
import type { Language } from '../i18n/language';

/** Member statuses (spec part 1 §3). */
export const MemberStatuses = ['active', 'expired', 'pending', 'suspended'] as const;
export type MemberStatus = (typeof MemberStatuses)[number];

export const Schemes = ['esi', 'postal', 'kutumba_barosa'] as const;
export type Scheme = (typeof Schemes)[number];

export const Genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof Genders)[number];
export const BusinessTypes = ['studio', 'freelance', 'wedding', 'commercial', 'portrait', 'event', 'other'] as const;
export type BusinessType = (typeof BusinessTypes)[number];
export const ExperienceRanges = ['0-1', '2-5', '6-10', '11-15', '16-20', '20+'] as const;
export type ExperienceRange = (typeof ExperienceRanges)[number];
export const EmergencyRelations = [
  'spouse',
  'father',
  'mother',
  'brother',
  'sister',
  'son',
  'daughter',
  'friend',
  'other',
] as const;
export type EmergencyRelation = (typeof EmergencyRelations)[number];
export const MemberDocumentTypes = ['id_proof', 'address_proof', 'certificate', 'other'] as const;
export type MemberDocumentType = (typeof MemberDocumentTypes)[number];

/** The files a member record holds, as membership names them. */
export const MemberFileKinds = ['photo', 'idCard', 'passportPhoto', 'idProof'] as const;
export type MemberFileKind = (typeof MemberFileKinds)[number];

/**
 * A member as it crosses the wire. Dates of birth are `YYYY-MM-DD`; other dates
 * ISO timestamps. File fields are gateway download paths (never storage keys),
 * null when there is no file. Aadhaar is only ever its last four digits.
 */
export interface MemberDto {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  alternatePhone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  studioName: string | null;
  businessType: string | null;
  experienceYears: string | null;
  aadhaarLast4: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  emergencyContactRelation: string | null;
  referredBy: string | null;
  additionalInfo: string | null;
  profilePhotoUrl: string | null;
  idCardUrl: string | null;
  passportPhotoUrl: string | null;
  idProofUrl: string | null;
  optedSchemes: Scheme[];
  membershipStartDate: string | null;
  membershipEndDate: string | null;
  status: MemberStatus;
  /** The member's language (issue 31): the portal's, their e-mails', reminders' and PDFs'. */
  language?: Language;
  approvedAt: string | null;
  approvedBy: string | null;
  rejectedAt: string | null;
  rejectedBy: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * A new e-mail address the member asked for and has not confirmed yet: `email` changes only when
   * the link sent there is followed. Present on single-member answers (read, update) while one is pending.
   */
  pendingEmail?: string;
}

/**
 * Body of POST /api/members and PUT /api/members/{id} (spec part 1 §7, part 2 §7).
 * Every field is optional on the wire: membership applies the rules (required
 * fields on create, formats, uniqueness). Null clears a field on update.
 */
export interface MemberFields {
  memberId?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string;
  alternatePhone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  /** Text as typed (YYYY-MM-DD or an ISO timestamp); the service turns it into a date. */
  dateOfBirth?: string | null;
  gender?: string | null;
  studioName?: string | null;
  businessType?: string | null;
  experienceYears?: string | null;
  emergencyContactName?: string | null;
  emergencyContactPhone?: string | null;
  emergencyContactRelation?: string | null;
  referredBy?: string | null;
  additionalInfo?: string | null;
  /** 12 digits as typed on the registration form; the service keeps only the last four. */
  aadharNumber?: string | null;
  membershipStartDate?: string | null;
  membershipEndDate?: string | null;
  status?: string;
  optedSchemes?: string[];
}

/**
 * Columns the member list sorts by (issue 29): name (first and last, case-insensitive), member id, stored status,
 * membership end date (no end date sorts as the latest, as it never lapses) and join date. Ties go by the
 * member's uuid, so pages never repeat or lose a member.
 */
export const MemberListSorts = ['name', 'memberId', 'status', 'endDate', 'joined'] as const;
export type MemberListSort = (typeof MemberListSorts)[number];
export const SortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof SortOrders)[number];

/**
 * The list's validity and dues filters (issue 29), by the validity rule of membership-validity.ts: `expiring`
 * valid today with a last valid day within EXPIRING_WITHIN_DAYS days; `expired` the effective status expired;
 * `renewalDue` either of them (the dashboard's Pending Renewals); `noValidity` no membership end date;
 * `overdueDues` an overdue payment record not yet paid (kept from payments' events).
 */
export const MemberListFilters = ['expiring', 'expired', 'renewalDue', 'noValidity', 'overdueDues'] as const;
export type MemberListFilterName = (typeof MemberListFilters)[number];

/**
 * What the members list does to its selected rows in one go on the server (issue 29): approve (pending members
 * only; the others are reported as skipped) and change status. Notify, ID cards and export use their own routes.
 */
export const BulkMemberActions = ['approve', 'status'] as const;
export type BulkMemberAction = (typeof BulkMemberActions)[number];

/** The most members one bulk action (or export of selected members) takes. */
export const MAX_BULK_MEMBERS = 100;

/** One member of a bulk action: done, or skipped with why. */
export interface BulkMemberOutcome {
  /** The member's uuid. */
  id: string;
  /** The member id (PHOTO0001); null when no member has the uuid. */
  memberId: string | null;
  name: string | null;
  /** Why it was skipped (the message a single action would have given). */
  reason?: string;
  /** Done: the member's status after the action. */
  status?: MemberStatus;
}

export interface BulkMembersAnswer {
  action: BulkMemberAction;
  done: BulkMemberOutcome[];
  skipped: BulkMemberOutcome[];
}

/** Query of GET /api/members; `status` is left out for "all" (spec part 1 §7). */
export interface ListMembersFields {
  page?: number;
  limit?: number;
  search?: string;
  status?: string;
  /** Without it, newest first (joined, desc). */
  sort?: MemberListSort;
  /** asc unless given; with no sort, desc. */
  order?: SortOrder;
  filter?: MemberListFilterName;
}

export interface ListMembersAnswer {
  members: MemberDto[];
  total: number;
  /** True when a search matched more members than it counts exactly: `total` is then a lower bound. */
  totalCapped?: boolean;
}

export interface MemberAnswer {
  member: MemberDto;
}

/** POST /api/members/{id}/approve (issue 29): the member, and whether a set-up link goes out by e-mail. */
export interface ApproveMemberAnswer extends MemberAnswer {
  /**
   * True when the member has an e-mail address, to which identity sends the welcome with the set-up link (unless
   * they set a password before, e.g. approved again after a return to pending); false when none is on file: once an
   * address is added to their record, they ask for a link on the set-up page with their phone number or member id.
   */
  setupLinkSent: boolean;
}

export interface NextIdAnswer {
  nextId: string;
}

export interface ImportRowError {
  row: number;
  error: string;
  /** Whose row it is, as the file names them: "First Last", else the member id; null when the row names nobody. */
  member: string | null;
}

export interface BulkImportAnswer {
  /** True when the file was read and processed; rows that could not be imported are in `errors` (failed > 0). */
  success: boolean;
  imported: number;
  failed: number;
  errors: ImportRowError[];
  /** What the import filled in by rule, one line each (active members given an end date one year after the start). */
  notices: string[];
  /**
   * The rows that failed, as they were in the file (its header first), with an `error` column, as CSV text the admin
   * can fix and import again; null when no row failed.
   */
  failedRowsCsv: string | null;
}

export interface MemberDocumentDto {
  id: string;
  memberId: string;
  documentType: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  fileUrl: string;
  description: string | null;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `id`: the deleted member's uuid (the gateway ends their sessions); `removedKeys`: objects to delete from storage. */
export interface DeleteMemberAnswer {
  success: true;
  id: string;
  removedKeys: string[];
}

/** The dashboard's member aggregates, answered beside the counts (grouped in SQL, never lists). */
export interface MemberDashboardFigures {
  /** The counts as they stood when this month began in India: the month-over-month trends. */
  lastMonth: { totalMembers: number; activeMembers: number; pendingRenewals: number };
  /** Members by effective status (a lapsed membership counts as expired), every status listed. */
  byStatus: { status: MemberStatus; count: number }[];
  /** New members per month in India ('YYYY-MM'), the last 12 months oldest first, the current one last. */
  newMembersByMonth: { month: string; count: number }[];
}

export interface MemberStatsAnswer extends MemberDashboardFigures {
  totalMembers: number;
  activeMembers: number;
  pendingRenewals: number;
}
