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
  /** A two-factor code (authenticator or recovery code) that is wrong, used already or from an old step (400). */
  InvalidTwoFactorCode = 'IDENTITY_INVALID_TWO_FACTOR_CODE',
  /** The second sign-in step without a password step before it in this session, or after it expired (401). */
  TwoFactorNotPending = 'IDENTITY_TWO_FACTOR_NOT_PENDING',
  /** Setting up or enabling two-factor sign-in on an account that has it already (409). */
  TwoFactorAlreadyEnabled = 'IDENTITY_TWO_FACTOR_ALREADY_ENABLED',
  /** Turning off, or renewing the recovery codes of, an account without two-factor sign-in (409). */
  TwoFactorNotEnabled = 'IDENTITY_TWO_FACTOR_NOT_ENABLED',
  /** Enabling two-factor sign-in before a set-up gave a secret to confirm (409). */
  TwoFactorSetupNotStarted = 'IDENTITY_TWO_FACTOR_SETUP_NOT_STARTED',
  /** An administrator resetting their own second factor through Admin Accounts instead of their Profile (409). */
  CannotResetOwnTwoFactor = 'IDENTITY_CANNOT_RESET_OWN_TWO_FACTOR',
}
