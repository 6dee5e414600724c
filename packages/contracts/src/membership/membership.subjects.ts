export const MembershipSubjects = {
  NextId: 'membership.member.next-id',
  ListMembers: 'membership.member.list',
  GetMember: 'membership.member.get',
  /** The member's own record for a session; refused (404) when gone or its status holds no session. */
  GetSessionMember: 'membership.session-member.get',
  CreateMember: 'membership.member.create',
  UpdateMember: 'membership.member.update',
  DeleteMember: 'membership.member.delete',
  ApproveMember: 'membership.member.approve',
  RejectMember: 'membership.member.reject',
  BulkImport: 'membership.member.bulk-import',
  ExportMembers: 'membership.member.export',
  SetMemberFile: 'membership.member-file.set',
  ClearMemberFile: 'membership.member-file.clear',
  GetMemberFile: 'membership.member-file.get',
  ListDocuments: 'membership.document.list',
  AddDocument: 'membership.document.add',
  DeleteDocument: 'membership.document.delete',
  GetDocument: 'membership.document.get',
  CreateRenewalRequest: 'membership.renewal-request.create',
  ListRenewalRequests: 'membership.renewal-request.list',
  RenewalSettings: 'membership.renewal-settings.get',
  Stats: 'membership.stats.get',
  Register: 'membership.registration.submit',
  RegistrationStatus: 'membership.registration.status',
  /** Answers the status while registration is open; refuses with MEMBERSHIP_REGISTRATION_CLOSED otherwise. */
  AssertRegistrationOpen: 'membership.registration.assert-open',
  GetRegistrationSettings: 'membership.registration-settings.get',
  UpdateRegistrationSettings: 'membership.registration-settings.update',
} as const;

/** Domain events of membership (published through the outbox; past tense). */
export const MembershipEvents = {
  MemberCreated: 'membership.member.created',
  MemberUpdated: 'membership.member.updated',
  MemberApproved: 'membership.member.approved',
  MemberRejected: 'membership.member.rejected',
  MemberDeleted: 'membership.member.deleted',
  /** Members added by a bulk import, up to IMPORTED_EVENT_CHUNK per event (MembersImportedEventData). */
  MembersImported: 'membership.member.imported',
} as const;

/** Members per imported event: keeps a 50,000-row import to 100 small messages instead of 50,000. */
export const IMPORTED_EVENT_CHUNK = 500;
