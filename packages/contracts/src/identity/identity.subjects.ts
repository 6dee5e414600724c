export const IdentitySubjects = {
  AdminLogin: 'identity.admin.login',
  GetAdmin: 'identity.admin.get',
} as const;
