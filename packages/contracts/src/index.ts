import 'reflect-metadata';
export * from './errors';
export * from './common/service-name';
export * from './common/actor.dto';
export * from './common/rpc';
export * from './health/health.dto';
export * from './audit/audit.dto';
export * from './events/domain-event';
export * from './events/event-map';
export * from './identity';
export * from './membership';
export * from './content';
export * from './notifications';
export * from './payments';
export * from './reports';
export * from './rpc-contract';
// The decorator-free entries (also reachable as @portal/contracts/shapes and /rules).
export * from './shapes';
export * from './rules';
