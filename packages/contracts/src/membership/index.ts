export * from './member.dto';
export * from './member-input.dto';
export * from './member-requests.dto';
export * from './membership.errors';
export * from './membership.subjects';
export * from './membership.rpc';
export * from './sample-members-csv';
export * from './registration.dto';
