export * from './identity.subjects';
export * from './admin-login.dto';
export * from './get-admin.dto';
export * from './identity.errors';
export * from './identity.rpc';
export * from './identity.events';
