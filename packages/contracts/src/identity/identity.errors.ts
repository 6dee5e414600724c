export enum IdentityErrorCode {
  InvalidAdminCredentials = 'IDENTITY_INVALID_ADMIN_CREDENTIALS',
  UserNotFound = 'IDENTITY_USER_NOT_FOUND',
  InvalidMemberCredentials = 'IDENTITY_INVALID_MEMBER_CREDENTIALS',
  PasswordSetupRequired = 'IDENTITY_PASSWORD_SETUP_REQUIRED',
  MembershipPending = 'IDENTITY_MEMBERSHIP_PENDING',
  MembershipSuspended = 'IDENTITY_MEMBERSHIP_SUSPENDED',
  InvalidSetupToken = 'IDENTITY_INVALID_SETUP_TOKEN',
  InvalidResetToken = 'IDENTITY_INVALID_RESET_TOKEN',
  WrongCurrentPassword = 'IDENTITY_WRONG_CURRENT_PASSWORD',
  /** A new password that is too common or built from the account's own details (issue 27). */
  WeakPassword = 'IDENTITY_WEAK_PASSWORD',
}
