export * from './service-harness';
export * from './member-snapshot';
