/**
 * Issue 32 "A copy of everything": each service answers `<service>.member-data.export` with all it holds about one
 * member (MemberDataExportRequest -> MemberDataExportAnswer). Membership calls them while it builds a copy.
 */
export const MemberDataSubjects = {
  membership: 'membership.member-data.export',
  identity: 'identity.member-data.export',
  payments: 'payments.member-data.export',
  content: 'content.member-data.export',
  notifications: 'notifications.member-data.export',
} as const;

/** The member's copies of their data (membership). */
export const DataCopySubjects = {
  /** Starts a copy in the background (the member's own, or an admin's for a member asking in person). */
  Create: 'membership.data-copy.create',
  /** A member's copies, newest first (the member, or office admins). */
  List: 'membership.data-copy.list',
  /** Where a ready copy is stored: only for the member, or the admin who made it; refused once expired. */
  Get: 'membership.data-copy.get',
} as const;
