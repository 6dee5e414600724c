export enum MembershipErrorCode {
  MemberNotFound = 'MEMBERSHIP_MEMBER_NOT_FOUND',
  DuplicateMemberId = 'MEMBERSHIP_DUPLICATE_MEMBER_ID',
  DuplicateEmail = 'MEMBERSHIP_DUPLICATE_EMAIL',
  DuplicatePhone = 'MEMBERSHIP_DUPLICATE_PHONE',
  NotPending = 'MEMBERSHIP_NOT_PENDING',
  InvalidImportFile = 'MEMBERSHIP_INVALID_IMPORT_FILE',
  DocumentNotFound = 'MEMBERSHIP_DOCUMENT_NOT_FOUND',
  FileNotFound = 'MEMBERSHIP_FILE_NOT_FOUND',
  RenewalRequestNotFound = 'MEMBERSHIP_RENEWAL_REQUEST_NOT_FOUND',
  /** The request was already completed or declined. */
  RenewalRequestNotOpen = 'MEMBERSHIP_RENEWAL_REQUEST_NOT_OPEN',
  /** Renewing a pending or suspended member: approval is the only way in ('Approve the application first'). */
  NotApproved = 'MEMBERSHIP_NOT_APPROVED',
  /** Issue 30: a member asked to renew more than RENEWAL_WINDOW_DAYS before their last valid day. */
  RenewalNotYetOpen = 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN',
  /** Issue 32: no correction request with that id. */
  CorrectionRequestNotFound = 'MEMBERSHIP_CORRECTION_REQUEST_NOT_FOUND',
  /** The correction request was already done or declined. */
  CorrectionRequestNotOpen = 'MEMBERSHIP_CORRECTION_REQUEST_NOT_OPEN',
  /** The member already has an open correction request for that field. */
  CorrectionAlreadyRequested = 'MEMBERSHIP_CORRECTION_ALREADY_REQUESTED',
  /** Issue 32: no data request with that id. */
  DataRequestNotFound = 'MEMBERSHIP_DATA_REQUEST_NOT_FOUND',
  /** The data request was already completed or declined. */
  DataRequestNotOpen = 'MEMBERSHIP_DATA_REQUEST_NOT_OPEN',
  /** The member already has an open erasure request. */
  ErasureAlreadyRequested = 'MEMBERSHIP_ERASURE_ALREADY_REQUESTED',
  /** Issue 32: no copy of the member's data with that id for this caller (another member's reads as none). */
  DataCopyNotFound = 'MEMBERSHIP_DATA_COPY_NOT_FOUND',
  /** The copy's DATA_COPY_VALID_DAYS have passed: it is deleted; ask for a new one. */
  DataCopyExpired = 'MEMBERSHIP_DATA_COPY_EXPIRED',
  /** The copy is still being prepared (or failed). */
  DataCopyNotReady = 'MEMBERSHIP_DATA_COPY_NOT_READY',
  RegistrationClosed = 'MEMBERSHIP_REGISTRATION_CLOSED',
  /** The member is gone or may not hold a session; answered as a failed sign-in (401), never as "not found". */
  SessionNotAllowed = 'MEMBERSHIP_SESSION_NOT_ALLOWED',
  /** An e-mail change link that is unknown, already used, replaced by a newer one or expired. */
  InvalidEmailChangeToken = 'MEMBERSHIP_INVALID_EMAIL_CHANGE_TOKEN',
  /** A verification link whose signature does not match (or whose member is gone): says nothing more. */
  InvalidVerificationLink = 'MEMBERSHIP_INVALID_VERIFICATION_LINK',
  IdCardJobNotFound = 'MEMBERSHIP_ID_CARD_JOB_NOT_FOUND',
}
