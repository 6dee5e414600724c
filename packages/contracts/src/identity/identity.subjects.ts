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
  /** The gateway saw an admin sign in from a new device: identity announces it for the notice e-mail (issue 27). */
  AdminNewDeviceSignIn: 'identity.admin.announce-new-device',
} as const;
