export * from './service-harness';
