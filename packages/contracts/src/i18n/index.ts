export * from './language';
export * from './email-messages';
