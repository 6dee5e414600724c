export * from './error-codes';
export * from './status-for-code';
