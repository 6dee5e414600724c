export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const NATS_CLIENT = Symbol('NATS_CLIENT');
export const PG_POOL = Symbol('PG_POOL');
