export { freePort, isListening, startS3Server, waitFor } from '@portal/infra';
export type { S3Server } from '@portal/infra';
export * from './backing-services';
export * from './test-environment.config';
export * from './private-servers';
export * from './browser';
export * from './pdf-text';
export * from './pdf-qr';
export * from './gate';
