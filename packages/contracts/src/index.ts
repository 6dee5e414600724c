export * from './errors';
export * from './common/service-name';
export * from './health/health.dto';
export * from './events/domain-event';
export * from './identity';
export * from './rpc-contract';
