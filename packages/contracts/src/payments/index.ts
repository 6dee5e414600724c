export * from './payments.errors';
