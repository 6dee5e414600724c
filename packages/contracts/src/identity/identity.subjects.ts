export const IdentitySubjects = {
  AdminLogin: 'identity.admin.login',
  GetAdmin: 'identity.admin.get',
  MemberLogin: 'identity.member.login',
  SetupPassword: 'identity.password.setup',
  ForgotPassword: 'identity.password.forgot',
  ResetPassword: 'identity.password.reset',
  VerifyResetToken: 'identity.password.verify-reset',
  VerifySetupToken: 'identity.password.verify-setup',
  ChangePassword: 'identity.password.change',
  /** The signed-in admin changes their own password (current one required). */
  ChangeAdminPassword: 'identity.admin.change-password',
  /** The signed-in admin edits their own name. */
  UpdateAdminProfile: 'identity.admin.update-profile',
  /** The signed-in admin's language (issue 31). */
  SetAdminLanguage: 'identity.admin.set-language',
  /** The gateway saw an admin sign in from a new device: identity announces it for the notice e-mail (issue 27). */
  AdminNewDeviceSignIn: 'identity.admin.announce-new-device',
  /** The office's admin accounts (issue 27): listed, invited, re-invited, given a role, (re)activated. */
  ListAdminAccounts: 'identity.admin-accounts.list',
  InviteAdmin: 'identity.admin-accounts.invite',
  ReinviteAdmin: 'identity.admin-accounts.reinvite',
  ChangeAdminRole: 'identity.admin-accounts.change-role',
  DeactivateAdmin: 'identity.admin-accounts.deactivate',
  ReactivateAdmin: 'identity.admin-accounts.reactivate',
  /** An administrator clears another admin's second factor (they lost their authenticator app). */
  ResetAdminTwoFactor: 'identity.admin-accounts.reset-two-factor',
  /** The invitation link: whom it is for, and choosing the password with it. */
  VerifyAdminInvitation: 'identity.admin-invitations.verify',
  AcceptAdminInvitation: 'identity.admin-invitations.accept',
  /**
   * Two-factor sign-in of the signed-in admin's own account: a pending secret, enabling it with a code (answers
   * recovery codes), turning it off, a fresh set of recovery codes; and the sign-in's second step.
   */
  SetUpAdminTwoFactor: 'identity.admin.two-factor-setup',
  EnableAdminTwoFactor: 'identity.admin.two-factor-enable',
  DisableAdminTwoFactor: 'identity.admin.two-factor-disable',
  RenewAdminRecoveryCodes: 'identity.admin.two-factor-recovery-codes',
  AdminTwoFactorLogin: 'identity.admin.login-two-factor',
  /**
   * The right password of an account with two-factor sign-in, from a device the admin trusted at an earlier code
   * step (the gateway keeps those): the sign-in completes without a code.
   */
  AdminTrustedDeviceLogin: 'identity.admin.login-trusted-device',
} as const;
