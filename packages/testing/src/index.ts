export { freePort, isListening, waitFor } from '@portal/infra';
export * from './backing-services';
export * from './private-servers';
export * from './browser';
