export * from './member.dto';
export * from './member-input.dto';
export * from './member-requests.dto';
export * from './membership.errors';
export * from './membership.subjects';
export * from './membership.rpc';
