export const MembershipSubjects = {
  NextId: 'membership.member.next-id',
  ListMembers: 'membership.member.list',
  GetMember: 'membership.member.get',
  /** The member's own record for a session; refused (404) when gone or its status holds no session. */
  GetSessionMember: 'membership.session-member.get',
  /** The signed-in member's language (issue 31). */
  SetMemberLanguage: 'membership.session-member.set-language',
  CreateMember: 'membership.member.create',
  UpdateMember: 'membership.member.update',
  DeleteMember: 'membership.member.delete',
  ApproveMember: 'membership.member.approve',
  RejectMember: 'membership.member.reject',
  /** A suspended (rejected) applicant goes back to pending, with the admin's reason (issue 29). */
  ReturnMemberToPending: 'membership.member.return-to-pending',
  BulkImport: 'membership.member.bulk-import',
  /** An action on members selected in the list (approve, change status), each member as its single action. */
  BulkMembers: 'membership.member.bulk-action',
  /** Writes every member as CSV to object storage under the request's key; the gateway streams it and removes it. */
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
  /** The joining and annual renewal fees the association sets (public). */
  GetMembershipFees: 'membership.fees.get',
  UpdateMembershipFees: 'membership.fees.update',
  /** Mark Paid and Renewed: one more year from the later of today and the current end date. */
  CompleteRenewalRequest: 'membership.renewal-request.complete',
  DeclineRenewalRequest: 'membership.renewal-request.decline',
  /** Issue 32: the signed-in member asks for a correction of a field they cannot edit themselves. */
  CreateCorrectionRequest: 'membership.correction-request.create',
  /** A member's correction requests, newest first (admin, or the member themself). */
  ListCorrectionRequests: 'membership.correction-request.list',
  /** An admin declines an open correction request with a reason the member is told. */
  DeclineCorrectionRequest: 'membership.correction-request.decline',
  /**
   * Issue 32 "Erasure": the signed-in member asks for erasure of their data (DataRequestsService.requestErasure;
   * withdrawing consent starts the same request).
   */
  RequestErasure: 'membership.data-request.request-erasure',
  /** A member's data requests, newest first (office admins, or the member themself). */
  ListMemberDataRequests: 'membership.data-request.list-for-member',
  /** The office's view: correction and erasure requests of every member, filtered by state. */
  ListDataRequests: 'membership.data-request.list',
  /** Declines an open data request with the reason the member is told. */
  DeclineDataRequest: 'membership.data-request.decline',
  /** Completes an open erasure request: membership erases the member and announces membership.erasure.completed. */
  CompleteErasure: 'membership.data-request.complete-erasure',
  /** The member's activity log, newest first (admin). */
  ListMemberActivity: 'membership.member-activity.list',
  Stats: 'membership.stats.get',
  Register: 'membership.registration.submit',
  RegistrationStatus: 'membership.registration.status',
  /** Answers the status while registration is open; refuses with MEMBERSHIP_REGISTRATION_CLOSED otherwise. */
  AssertRegistrationOpen: 'membership.registration.assert-open',
  /** Issue 32: the privacy notice's version and the grievance officer it names (public). */
  GetPrivacyNotice: 'membership.privacy-notice.get',
  /** The member's consents (the member, or office admins). */
  ListConsents: 'membership.consent.list',
  /** The signed-in member withdraws their consent: it starts the erasure of their data (DataRequestsService). */
  WithdrawConsent: 'membership.consent.withdraw',
  GetRegistrationSettings: 'membership.registration-settings.get',
  UpdateRegistrationSettings: 'membership.registration-settings.update',
  /** Applies a member's new e-mail address with the token of the link e-mailed to it (public: the token is the proof). */
  ConfirmEmailChange: 'membership.email-change.confirm',
  /** Puts back the address a member had before a change, with the token of the link e-mailed to that address (public). */
  RestoreEmail: 'membership.email-change.restore',
  /** Members with their newest ID card (paged; the /id-cards page and the id-cards report). */
  ListIdCards: 'membership.id-card.list',
  /** Starts a background job that makes the cards of the chosen (or all) members. */
  GenerateIdCards: 'membership.id-card.generate',
  GetIdCardJob: 'membership.id-card-job.get',
  IdCardStats: 'membership.id-card.stats',
  /** The member's newest card, generated or uploaded; counts a download. */
  GetIdCard: 'membership.id-card.get',
  /** The member's A4 certificate of membership, made on demand and stored. */
  GetCertificate: 'membership.certificate.get',
  /** Public: name, photo, status and validity for a correctly signed verification link. */
  VerifyMember: 'membership.verification.get',
  /** Public: the photo behind a correctly signed verification link. */
  GetVerifiedPhoto: 'membership.verification.photo',
  /** Public: the Ed25519 public keys of the passes in ID card QR codes (the check-in screen verifies offline). */
  ListCardPublicKeys: 'membership.card-key.list',
  /** A report (members, events, ID cards, payments) written to object storage and logged for Recent Exports. */
  ExportReport: 'membership.report.export',
  /** Recent Exports: the newest logged exports and how many there are. */
  ListReportExports: 'membership.report-export.list',
  /** The stored copy of one logged export. */
  GetReportExport: 'membership.report-export.get',
} as const;

/** Domain events of membership (published through the outbox; past tense). */
export const MembershipEvents = {
  MemberCreated: 'membership.member.created',
  MemberUpdated: 'membership.member.updated',
  MemberApproved: 'membership.member.approved',
  MemberRejected: 'membership.member.rejected',
  /** A suspended applicant was returned to pending by an admin, with the reason (MemberEventData, reason set). */
  MemberReturnedToPending: 'membership.member.review-reopened',
  MemberDeleted: 'membership.member.deleted',
  /** A renewal request was made (MemberRenewalEventData). */
  RenewalRequested: 'membership.member.renewal-requested',
  /** An admin marked a renewal paid: the member is active until the new end date (MemberRenewalEventData). */
  MemberRenewed: 'membership.member.renewed',
  RenewalDeclined: 'membership.member.renewal-declined',
  /** The scheduled job found an active member's end date passed: the member is expired now (MemberEventData). */
  MemberExpired: 'membership.member.expired',
  /** One per bulk import with its counts (MembersImportCompletedEventData); not a member event. */
  ImportCompleted: 'membership.import.completed',
  /** Members added by a bulk import, up to IMPORTED_EVENT_CHUNK per event (MembersImportedEventData). */
  MembersImported: 'membership.member.imported',
  /**
   * A member asked to change their e-mail address (EmailChangeRequestedEventData): the link to confirm
   * it goes to the new address. Outside membership.member.*, which carries member snapshots.
   */
  EmailChangeRequested: 'membership.email-change.requested',
  /**
   * A member's e-mail address changed (EmailChangedEventData): the old address hears of it, with a link that
   * restores it (issue 27).
   */
  EmailChanged: 'membership.email-change.applied',
  /** A generation job finished making ID cards (IdCardsGeneratedEventData); not a member event. */
  IdCardsGenerated: 'membership.id-card.generated',
  /**
   * A member is reminded to renew, once per member, occasion and end date (RenewalReminderIssuedEventData).
   * Outside membership.member.*, which carries member snapshots.
   */
  RenewalReminderIssued: 'membership.renewal-reminder.issued',
  /**
   * A renewal fee paid online that renewed nothing: its request was no longer open (completed in the office,
   * declined) or the member cannot be renewed (RenewalPaymentUnappliedEventData). Payments keeps it for a refund.
   */
  RenewalPaymentUnapplied: 'membership.renewal-payment.unapplied',
  /** A member asked for a correction (CorrectionRequestEventData): the admin inbox gets an item. */
  CorrectionRequested: 'membership.correction-request.requested',
  /**
   * A correction request closed (CorrectionRequestEventData): done by the admin's change of the field, or declined
   * with a reason. The inbox item clears and the member is told.
   */
  CorrectionClosed: 'membership.correction-request.closed',
  /**
   * A member's copy of their data is ready (DataCopyReadyEventData, issue 32): the member is e-mailed the link, valid
   * DATA_COPY_VALID_DAYS. Outside membership.member.*, which carries member snapshots.
   */
  DataCopyReady: 'membership.data-copy.prepared',
  /** A member asked for erasure (DataRequestEventData): the admin inbox gets an item. */
  DataRequestRequested: 'membership.data-request.requested',
  /** A data request was declined or completed (DataRequestEventData): the inbox item clears. */
  DataRequestClosed: 'membership.data-request.closed',
  /**
   * An admin completed an erasure (ErasureCompletedEventData): every service erases the member once and answers
   * with <service>.erasure.confirmed. Outside membership.member.*, which carries member snapshots.
   */
  ErasureCompleted: 'membership.erasure.completed',
} as const;

/** Members per imported event: keeps a 50,000-row import to 100 small messages instead of 50,000. */
export const IMPORTED_EVENT_CHUNK = 500;
