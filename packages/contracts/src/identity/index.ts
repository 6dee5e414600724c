export * from './identity.subjects';
export * from './admin-login.dto';
export * from './get-admin.dto';
