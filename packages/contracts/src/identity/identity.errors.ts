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
  /** Inviting an admin with an e-mail address another admin account already has (409). */
  AdminEmailTaken = 'IDENTITY_ADMIN_EMAIL_TAKEN',
  /** A fresh invitation for an account that is no longer waiting for one (accepted or deactivated) (409). */
  AdminNotInvited = 'IDENTITY_ADMIN_NOT_INVITED',
  /** Demoting or deactivating the last active account with the role admin (409). */
  LastAdministrator = 'IDENTITY_LAST_ADMINISTRATOR',
  /** An admin deactivating their own account (409). */
  CannotDeactivateSelf = 'IDENTITY_CANNOT_DEACTIVATE_SELF',
  /** An unknown, used, replaced or expired invitation link, or one of a deactivated account (400). */
  InvalidInvitationToken = 'IDENTITY_INVALID_INVITATION_TOKEN',
}
