export enum IdentityErrorCode {
  InvalidAdminCredentials = 'IDENTITY_INVALID_ADMIN_CREDENTIALS',
  UserNotFound = 'IDENTITY_USER_NOT_FOUND',
}
