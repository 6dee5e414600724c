export * from './payments.errors';
export * from './payments.subjects';
export * from './payments.dto';
export * from './payments.rpc';
export * from './payment-conflicts';
export * from './refunds';
export * from './statements';
export * from './payment-links';
