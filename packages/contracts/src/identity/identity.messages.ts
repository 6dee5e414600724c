/**
 * User-visible texts of identity's answers (spec part 1 §8, part 2 §5/§8 and
 * DESIGN.md §7), kept in one place so services, gateway and tests agree.
 */
export const IdentityMessages = {
  InvalidAdminCredentials: 'Invalid admin credentials',
  InvalidMemberCredentials: 'Invalid member credentials',
  PasswordSetupRequired: 'Password Setup Required',
  MembershipPending: 'Your membership application is pending approval. You will receive an e-mail once it is reviewed.',
  MembershipSuspended: 'Your membership has been suspended. Please contact the association for help.',
  InvalidSetupToken: 'This set-up link is invalid or has expired. Request a new one.',
  InvalidResetToken:
    'The password reset link you clicked is invalid, expired, or has already been used. Please request a new password reset link.',
  WrongCurrentPassword: 'Current password is incorrect',
  SetupLinkSent: 'If an account matches, we have e-mailed a link to set your password.',
  ResetLinkSent: 'If an account matches, we have e-mailed a password reset link.',
  PasswordSet: 'Your password has been set. You can now log in.',
  PasswordReset: 'Your password has been reset. You can now log in.',
  PasswordChanged: 'Password changed successfully!',
  MemberIdentifierRequired: 'Member ID or email is required',
  LoginIdRequired: 'Please enter your member ID, email, or phone number',
  LoginPasswordTooShort: 'Password must be at least 6 characters',
  NewPasswordTooShort: 'Password must be at least 8 characters long',
  NewPasswordTooLong: 'Password must be at most 128 characters long',
  PasswordTooCommon: 'This password is too common; choose another',
  PasswordTooPersonal: 'Your password must not contain your name, e-mail, phone or member id',
  CurrentPasswordRequired: 'Current password is required',
  TokenRequired: 'The link is missing its token',
  AdminEmailTaken: 'An admin account with this e-mail address already exists',
  AdminNotInvited: 'Only an account that has not accepted its invitation yet can be sent a new one',
  AdminAccountNotFound: 'Admin account not found',
  LastAdministrator: 'At least one active administrator is required',
  CannotDeactivateSelf: 'You cannot deactivate your own account',
  InvalidInvitationToken: 'This invitation link is invalid or has expired. Ask an administrator to send a new one.',
  InvitationAccepted: 'Your password has been set. You can now log in.',
  RoleRequired: 'Role must be one of admin, treasurer, secretary, viewer',
  ValidEmailRequired: 'Valid email is required',
  InvalidTwoFactorCode: 'The code is not valid. Please try again.',
  TwoFactorNotPending:
    'Please sign in with your e-mail and password first; the code step has expired or was not started.',
  TwoFactorAlreadyEnabled: 'Two-factor sign-in is already turned on for your account',
  TwoFactorNotEnabled: 'Two-factor sign-in is not turned on for your account',
  TwoFactorSetupNotStarted: 'Start the two-factor set-up first, then enter the code your authenticator app shows',
  TwoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app',
  TwoFactorCodeOrRecoveryCodeRequired: 'Enter the code from your authenticator app or one of your recovery codes',
  TwoFactorDisabled: 'Two-factor sign-in is turned off',
  CannotResetOwnTwoFactor:
    'You cannot reset your own two-factor sign-in here. Use your Profile to turn it off or get new recovery codes.',
  AccountTwoFactorNotEnabled: 'This account does not have two-factor sign-in turned on',
} as const;

/** Lifetimes of e-mailed password links. */
export const PasswordTokenTtlSeconds = {
  setup: 24 * 3600,
  reset: 3600,
} as const;
